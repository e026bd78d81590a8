import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { JobsHandle } from './start-jobs.ts';
import { jobs } from './registry.ts';
import { runJob } from './run-job.ts';
import { observeJob } from '../metrics/job-metrics.ts';

/** How often the timer looks whether a job's period has turned. */
export const TIMER_TICK_MS = 60_000;

/**
 * PGlite's runner: PGlite is one process's database, so the same jobs run in that process, on a
 * timer that does not hold the process open. Each tick runs every job whose period this process
 * has not finished yet (the `job_runs` claim still decides); the first tick runs at once, so a
 * fresh demo shows yesterday's interest. Ticks never overlap; `stop` waits for the current one.
 */
export function startTimerJobs(db: Db, clock: () => Date, log: FastifyBaseLogger, tickMs = TIMER_TICK_MS): JobsHandle {
  const done = new Map<string, string>();
  let current: Promise<void> | null = null;
  let stopped = false;
  let failed = false;
  const tick = async () => {
    failed = false;
    // When this tick's jobs fell due, for their lag (lobby_job_lag_seconds): the wall clock, not `clock`.
    const dueAt = new Date();
    for (const job of jobs) {
      if (stopped) return;
      if (done.get(job.name) === job.periodOf(clock())) continue;
      try {
        const outcome = await observeJob(job.name, dueAt, () => runJob(db, job, clock(), 'timer'));
        done.set(job.name, outcome.period);
        if (outcome.ran) log.info({ job: job.name, period: outcome.period, rows: outcome.rows }, 'job done');
      } catch (error) {
        failed = true;
        log.error({ err: error, job: job.name }, 'job failed; the next tick tries again');
      }
    }
  };
  const run = () => {
    current ??= tick().finally(() => (current = null));
    return current;
  };
  void run();
  const timer = setInterval(() => void run(), tickMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
    health: () => (failed ? 'retrying' : 'ok'),
  };
}
