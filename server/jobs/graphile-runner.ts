import type { FastifyBaseLogger } from 'fastify';
import { Logger, parseCrontab, run, type TaskList } from 'graphile-worker';
import type { Db } from '../db/client.ts';
import type { JobDefinition } from './job.ts';
import type { JobsHandle } from './start-jobs.ts';
import { jobs } from './registry.ts';
import { runJob } from './run-job.ts';
import { superviseRunner } from './graphile-supervisor.ts';
import { observeJob } from '../metrics/job-metrics.ts';

/** One crontab line of a job: time, task, backfill. */
export const crontabLine = (job: JobDefinition) => `${job.cron} ${job.name}${job.backfill ? ` ?fill=${job.backfill}` : ''}`;

/**
 * graphile-worker's log lines through the server's logger. Its meta may hold the whole pg client
 * (connection parameters, a password among them) when a connection breaks: only its error goes on,
 * as `err`, through the server's redacting serialiser (server/log-options.ts).
 */
const loggerOf = (log: FastifyBaseLogger) =>
  new Logger((scope) => (level, message, meta) => {
    const method = level === 'warning' ? 'warn' : level;
    const { client: _client, error, fatalError, ...rest } = (meta ?? {}) as Record<string, unknown>;
    const err = error ?? fatalError;
    log[method]({ worker: scope.label, task: scope.taskIdentifier, ...rest, ...(err === undefined ? {} : { err }) }, message);
  });

/**
 * PostgreSQL's runner: graphile-worker, chosen over pg-boss because it runs inside the server
 * process (no extra daemon), supports Node 20 and PostgreSQL 15 (it needs 12+), picks jobs up at
 * once through LISTEN/NOTIFY rather than polling, and has cron built in with backfill of the runs
 * a stopped cluster missed. Every server of a cluster runs one: the crontab's runs are scheduled
 * once per cluster (graphile-worker's known_crontabs) and each queued job is taken by exactly one
 * worker (its row locks); the `job_runs` claim makes a run idempotent per (job, period) anyway.
 * At start each job is queued once (one job key per task, so N servers starting queue it once).
 */
export async function startGraphileJobs(connectionString: string, db: Db, clock: () => Date, log: FastifyBaseLogger): Promise<JobsHandle> {
  const taskList: TaskList = Object.fromEntries(
    jobs.map((job) => [
      job.name,
      async (_payload, helpers) => {
        // Due at the job's run_at (cron's time, or when it was queued), for its lag (lobby_job_lag_seconds).
        const outcome = await observeJob(job.name, helpers.job.run_at, () => runJob(db, job, clock(), 'graphile-worker'));
        if (outcome.ran) log.info({ job: job.name, period: outcome.period, rows: outcome.rows }, 'job done');
      },
    ]),
  );
  const start = () =>
    run({
      connectionString,
      concurrency: 1,
      // The server's own SIGINT/SIGTERM handler stops it (server/index.ts).
      noHandleSignals: true,
      // The LISTEN connection, the job queries and cron: few connections per server.
      maxPoolSize: 3,
      taskList,
      parsedCronItems: parseCrontab(jobs.map(crontabLine).join('\n')),
      logger: loggerOf(log),
    });
  // Started again by itself after a database outage (graphile-supervisor.ts).
  let first = true;
  return superviseRunner(async () => {
    const runner = await start();
    if (first) {
      first = false;
      for (const job of jobs) await runner.addJob(job.name, {}, { jobKey: `${job.name}:start`, jobKeyMode: 'replace' });
    }
    return runner;
  }, log);
}
