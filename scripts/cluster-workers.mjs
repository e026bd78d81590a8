// The workers of `npm run start:cluster` (scripts/start-cluster.mjs): started, started again when one
// dies, replaced one at a time on SIGHUP (a rolling restart), stopped on SIGINT/SIGTERM. README,
// "Running N servers" and "Operating it"; docs/architecture.md, "Graceful restarts".
import cluster from 'node:cluster';

/** A worker dying sooner than this after its start is not started again (a crash loop, e.g. the port is taken). */
const MIN_LIFE_MS = 5000;

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs `n` workers serving `port`; returns nothing, the process lives as long as they do. */
export function runWorkers(n, port) {
  let stopping = false;
  let rolling = false;
  /** worker.id → { slot, at, state: 'starting' | 'serving' | 'retiring', replacing: a rolling restart's new worker not yet serving }. */
  const workers = new Map();

  const fork = (slot, replacing = false) => {
    // LOBBY_WORKER: 1 … N, so a process can tell whether it is the first (e.g. the one that runs jobs).
    const worker = cluster.fork({ LOBBY_WORKER: String(slot), LOBBY_WORKERS: String(n) });
    workers.set(worker.id, { slot, at: Date.now(), state: 'starting', replacing });
    return worker;
  };

  // Serving once it listens on the public port (another listener, a metrics port, does not count):
  // it listens only after its database is open, migrated and its LISTEN connection is up.
  const servesPort = (address) => port === 0 || address.port === port;
  cluster.on('listening', (worker, address) => {
    const entry = workers.get(worker.id);
    if (entry?.state === 'starting' && servesPort(address)) entry.state = 'serving';
  });

  cluster.on('exit', (worker, code, signal) => {
    const entry = workers.get(worker.id);
    workers.delete(worker.id);
    const how = signal ?? `code ${code}`;
    if (stopping) {
      if (workers.size === 0) process.exit(0);
      return;
    }
    const pid = worker.process.pid;
    if (entry.state === 'retiring') return console.log(`start:cluster: worker ${entry.slot} (pid ${pid}) retired (${how}).`);
    // The rolling restart stops there, and the old worker of that slot goes on serving.
    if (entry.replacing) return console.error(`start:cluster: the new worker ${entry.slot} (pid ${pid}) ended before serving (${how}); the old one keeps serving.`);
    const life = Date.now() - entry.at;
    console.error(`start:cluster: worker ${entry.slot} (pid ${pid}) ended (${how})${life < MIN_LIFE_MS ? '' : ', starting it again'}.`);
    if (life >= MIN_LIFE_MS) fork(entry.slot);
    else if (workers.size === 0) process.exit(1);
  });

  /** Resolves true once `worker` serves the port, false if it ends first. */
  const serving = (worker) =>
    new Promise((resolve) => {
      const listening = (address) => {
        if (!servesPort(address)) return;
        worker.off('exit', ended);
        resolve(true);
      };
      const ended = () => {
        worker.off('listening', listening);
        resolve(false);
      };
      worker.on('listening', listening);
      worker.once('exit', ended);
    });

  // Slot by slot: a new worker starts, and only once it serves is the old one told to go (SIGTERM:
  // it stops taking connections and answers the ones in flight, server/lifecycle/); the next slot
  // waits until the old one has exited. N processes serve throughout, N + 1 for a moment.
  const rollingRestart = async () => {
    if (rolling || stopping) return console.warn('start:cluster: SIGHUP ignored, a rolling restart or a stop is under way.');
    rolling = true;
    const began = Date.now();
    console.log(`start:cluster: rolling restart of ${n} workers, one at a time.`);
    try {
      for (let slot = 1; slot <= n; slot += 1) {
        const forked = Date.now();
        const fresh = fork(slot, true);
        if (!(await serving(fresh)) || stopping) return;
        workers.get(fresh.id).replacing = false;
        const old = Object.values(cluster.workers ?? {}).find((w) => w && w.id !== fresh.id && workers.get(w.id)?.slot === slot && workers.get(w.id)?.state !== 'retiring');
        if (!old) continue;
        workers.get(old.id).state = 'retiring';
        const exited = new Promise((resolve) => old.once('exit', resolve));
        console.log(`start:cluster: worker ${slot} (pid ${fresh.process.pid}) serves, ${seconds(forked)} s after its start; worker ${slot} (pid ${old.process.pid}) told to go.`);
        const told = Date.now();
        old.process.kill('SIGTERM');
        await exited;
        console.log(`start:cluster: worker ${slot} (pid ${old.process.pid}) gone ${seconds(told)} s after it was told.`);
      }
      console.log(`start:cluster: rolling restart done in ${seconds(began)} s.`);
    } finally {
      rolling = false;
    }
  };

  const stop = () => {
    stopping = true;
    // SIGTERM whichever signal came: a worker leaves SIGINT to the primary (server/lifecycle/graceful-close.ts).
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (workers.size === 0) process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.on('SIGHUP', () => void rollingRestart());
  for (let slot = 1; slot <= n; slot += 1) fork(slot);
}
