// `npm run start:cluster -- N`: N server processes (node:cluster) sharing one port and one
// PostgreSQL database (DATABASE_URL). The primary builds the lobby when stale and migrates and
// seeds the database once, then starts the workers; it serves nothing itself and starts a worker
// again when one dies. Without DATABASE_URL the database is the embedded PGlite, which one process
// serves: then it says so and runs `npm start`'s single process instead. README, "Running N servers".
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { register } from 'tsx/esm/api';
import { ensureBuilt } from './ensure-built.mjs';

/** A worker dying sooner than this after its start is not started again (a crash loop, e.g. the port is taken). */
const MIN_LIFE_MS = 5000;

function wanted() {
  const arg = process.argv[2] ?? process.env.WORKERS;
  if (arg === undefined) return availableParallelism();
  const n = Number(arg);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    console.error(`start:cluster: the number of processes must be a whole number from 1 to 64, not "${arg}".`);
    process.exit(2);
  }
  return n;
}

async function prepareOnce(url) {
  const { openDatabase } = await import('../server/db/client.ts');
  const { prepareDatabase } = await import('../server/db/prepare.ts');
  const database = await openDatabase({ url });
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
}

function runWorkers(n) {
  let stopping = false;
  const started = new Map();
  const fork = (slot) => {
    // LOBBY_WORKER: 1 … N, so a process can tell whether it is the first (e.g. the one that runs jobs).
    const worker = cluster.fork({ LOBBY_WORKER: String(slot), LOBBY_WORKERS: String(n) });
    started.set(worker.id, { slot, at: Date.now() });
  };
  cluster.on('exit', (worker, code, signal) => {
    const { slot, at } = started.get(worker.id);
    started.delete(worker.id);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    const life = Date.now() - at;
    console.error(`start:cluster: worker ${slot} (pid ${worker.process.pid}) ended (${signal ?? `code ${code}`})${life < MIN_LIFE_MS ? '' : ', starting it again'}.`);
    if (life >= MIN_LIFE_MS) fork(slot);
    else if (started.size === 0) process.exit(1);
  });
  const stop = (signal) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (started.size === 0) process.exit(0);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  for (let slot = 1; slot <= n; slot += 1) fork(slot);
}

if (cluster.isPrimary) {
  const n = wanted();
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.warn(
      `start:cluster: no DATABASE_URL, so the database is the embedded PGlite, which serves one process only: starting ONE server process instead of ${n}. `
        + 'Set DATABASE_URL to a PostgreSQL database to run several (README, "Running N servers").',
    );
    await import('./start.mjs');
  } else {
    ensureBuilt();
    register();
    // Once, before any worker: N workers migrating at the same time would only queue on the lock.
    await prepareOnce(url);
    // Each process would draw its own otherwise, and a payment page signed by one would fail in another.
    process.env.PAYMENT_SECRET ||= randomBytes(32).toString('hex');
    console.log(`start:cluster: ${n} server processes on port ${process.env.PORT ?? 8080}, one PostgreSQL database.`);
    runWorkers(n);
  }
} else {
  register();
  await import('../server/index.ts');
}
