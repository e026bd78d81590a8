import type { FastifyBaseLogger } from 'fastify';
import type { Runner } from 'graphile-worker';
import type { JobsHealth } from './jobs-health.ts';
import type { JobsHandle } from './start-jobs.ts';

/** Between two attempts to start graphile-worker again while the database is away: one cheap connect a second. */
const RESTART_MS = 1000;

/**
 * Keeps graphile-worker running through a database outage (docs/architecture.md, "Readiness and a
 * database outage"). Its workers retry a failed fetch by themselves every poll interval, and its
 * LISTEN connection reconnects with back-off, but a job that ends while the database is away cannot
 * be marked done, and graphile-worker then shuts itself down for good ("queue is in an inconsistent
 * state"): started again here, once a second until the database answers. The run's promise is always
 * heard, so its rejection never becomes an unhandled one that ends the process.
 */
export async function superviseRunner(start: () => Promise<Runner>, log: FastifyBaseLogger): Promise<JobsHandle> {
  let health: JobsHealth = 'ok';
  let stopping = false;
  let retry: NodeJS.Timeout | undefined;
  /** A start again under way, awaited by `stop`. */
  let restarting: Promise<void> | null = null;

  const watch = (runner: Runner) => {
    runner.events.on('worker:getJob:error', () => (health = 'retrying'));
    runner.events.on('worker:getJob:empty', () => (health = 'ok'));
    runner.events.on('job:start', () => (health = 'ok'));
    const ended = (error?: unknown) => {
      if (stopping || current !== runner) return;
      current = null;
      health = 'restarting';
      log.error({ err: error }, 'graphile-worker stopped by itself; starting it again');
      retry = setTimeout(again, RESTART_MS);
    };
    runner.promise.then(() => ended(), ended);
  };

  const again = () => {
    retry = undefined;
    restarting = start().then(
      async (runner) => {
        if (stopping) return runner.stop();
        current = runner;
        health = 'ok';
        watch(runner);
        log.info('graphile-worker started again');
      },
      (error: unknown) => {
        log.warn({ err: error }, 'graphile-worker could not start again; trying again');
        if (!stopping) retry = setTimeout(again, RESTART_MS);
      },
    );
  };

  let current: Runner | null = await start();
  watch(current);
  return {
    async stop() {
      stopping = true;
      clearTimeout(retry);
      await restarting;
      await current?.stop();
    },
    health: () => health,
  };
}
