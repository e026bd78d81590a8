// `npm run start:cluster -- N`: N server processes (node:cluster) sharing one port and one
// PostgreSQL database (DATABASE_URL). The primary builds the lobby when stale and migrates and
// seeds the database once, then starts the workers; it serves nothing itself, starts a worker
// again when one dies and, on SIGHUP, replaces them one at a time (scripts/cluster-workers.mjs).
// Without DATABASE_URL the database is the embedded PGlite, which one process serves: then it says
// so and runs `npm start`'s single process instead. README, "Running N servers".
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { register } from 'tsx/esm/api';
import { runWorkers } from './cluster-workers.mjs';
import { ensureBuilt } from './ensure-built.mjs';

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
    const port = Number(process.env.PORT || 8080);
    console.log(`start:cluster: ${n} server processes on port ${port}, one PostgreSQL database. Primary pid ${process.pid}: \`kill -HUP ${process.pid}\` replaces them one at a time.`);
    runWorkers(n, port);
  }
} else {
  register();
  await import('../server/index.ts');
}
