import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { startGraphileJobs } from './graphile-runner.ts';
import type { JobsHealth } from './jobs-health.ts';
import { startTimerJobs } from './timer-runner.ts';

export interface JobsHandle {
  /** Stops taking jobs and waits for the one running. */
  stop(): Promise<void>;
  /** Whether the runner reaches the database now (readiness reports it). */
  health(): JobsHealth;
}

/**
 * Starts the scheduled jobs (server/jobs/registry.ts): on graphile-worker when the server runs on
 * PostgreSQL, on an in-process timer on PGlite. The job code is the same either way.
 */
export function startJobs(options: { database: Database; databaseUrl?: string; clock: () => Date; log: FastifyBaseLogger }): Promise<JobsHandle> | JobsHandle {
  const { database, databaseUrl, clock, log } = options;
  if (database.kind === 'postgres' && databaseUrl) return startGraphileJobs(databaseUrl, database.db, clock, log);
  return startTimerJobs(database.db, clock, log);
}
