import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { startJobs } from './jobs/start-jobs.ts';
import { listenPortOf } from './config/listen-port.ts';
import { StartRefused, standInSwitches } from './stand-ins/stand-in-switches.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const host = process.env.HOST ?? '127.0.0.1';

let app: FastifyInstance;
let port: number;
try {
  port = listenPortOf(process.env);
  // PostgreSQL when DATABASE_URL is set; otherwise embedded PGlite under DATA_DIR (default .data/pglite).
  app = await buildApp({
    staticDir: process.env.LOBBY_DIST ?? join(root, 'dist'),
    // NODE_ENV, DEMO_PAYMENTS, CONSOLE_SMS, DEV_ENDPOINTS: which stand-ins may run (README, "Production checklist").
    standIns: standInSwitches(process.env),
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? join(root, '.data', 'pglite')),
    logger: { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization'] },
  });
} catch (error) {
  // A refusal is an operator's to fix, not a crash: the message alone says what to set.
  if (!(error instanceof StartRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Scheduled jobs (server/jobs/): graphile-worker on PostgreSQL, a timer in this process on PGlite;
// both run every job once at start, so a fresh demo shows yesterday's interest.
const jobs = await startJobs({ database: app.db, databaseUrl: process.env.DATABASE_URL || undefined, clock: app.clock, log: app.log });

const close = async (signal: string) => {
  app.log.info(`${signal} received, closing`);
  await jobs.stop();
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void close('SIGINT'));
process.once('SIGTERM', () => void close('SIGTERM'));

// Thousands of connections arriving at once (a flood, or slow clients the request deadline cut off
// all reconnecting) overflow Node's default queue of 511 not yet accepted; the kernel then drops
// other clients' connection attempts, which retry only a second or more later. The kernel caps it at
// net.core.somaxconn.
await app.listen({ port, host, backlog: 4096 });
