import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { readServerConfig, type ServerConfig } from './config/server-config.ts';
import { startJobs } from './jobs/start-jobs.ts';
import { closeGracefully } from './lifecycle/graceful-close.ts';
import { logDestination } from './log-destination.ts';
import { StartRefused } from './stand-ins/stand-in-switches.ts';

let app: FastifyInstance;
let config: ServerConfig;
try {
  // Every setting of the environment, read once (server/config/, README "Configuration").
  config = readServerConfig();
  // PostgreSQL when DATABASE_URL is set; otherwise embedded PGlite under DATA_DIR (default .data/pglite).
  app = await buildApp({
    config,
    staticDir: config.lobbyDist,
    // NODE_ENV, DEMO_PAYMENTS, CONSOLE_SMS, DEV_ENDPOINTS: which stand-ins may run (README, "Production checklist").
    standIns: config.standIns,
    databaseUrl: config.database.url,
    dataDir: config.database.dataDir,
    logger: { level: config.logLevel, redact: ['req.headers.authorization'], stream: logDestination() },
  });
} catch (error) {
  // A refusal is an operator's to fix, not a crash: the message alone says what to set.
  if (!(error instanceof StartRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Scheduled jobs (server/jobs/): graphile-worker on PostgreSQL, a timer in this process on PGlite;
// both run every job once at start, so a fresh demo shows yesterday's interest.
const jobs = await startJobs({ database: app.db, databaseUrl: config.database.url, clock: app.clock, log: app.log });
app.readiness.watchJobs(jobs);

// SIGTERM/SIGINT: stop taking connections, answer the requests in flight within the deadline, stop
// the jobs, close the database, exit 0 (server/lifecycle/, README "Operating it").
closeGracefully(app, { graceMs: config.shutdownGraceMs, jobs });

// METRICS_PORT, off unless set: Prometheus metrics on a port of their own (server/plugins/metrics.ts),
// opened first, so a port already taken stops the start before any member is served.
await app.metrics.serve();

// Thousands of connections arriving at once (a flood, or slow clients the request deadline cut off
// all reconnecting) overflow Node's default queue of 511 not yet accepted; the kernel then drops
// other clients' connection attempts, which retry only a second or more later. The kernel caps it at
// net.core.somaxconn.
await app.listen({ port: config.port, host: config.host, backlog: 4096 });
