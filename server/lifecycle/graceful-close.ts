import closeWithGrace from 'close-with-grace';
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import type { JobsHandle } from '../jobs/start-jobs.ts';
import { drain } from './drain.ts';

/** What the jobs and the database get after the drain's deadline before the process gives up on them (exit 1). */
const CLOSE_SPARE_MS = 5000;

/**
 * Every event close-with-grace would close on besides the two asked for: the other signals keep
 * Node's default, and an uncaught error still crashes at once, loudly (the cluster's primary starts
 * the process again), rather than running a drain with the process in an unknown state.
 */
const NOT_HANDLED = ['SIGHUP', 'SIGQUIT', 'SIGILL', 'SIGTRAP', 'SIGABRT', 'SIGBUS', 'SIGFPE', 'SIGSEGV', 'SIGUSR2', 'uncaughtException', 'unhandledRejection', 'beforeExit'] as const;

/**
 * SIGTERM (and SIGINT) close the server gracefully (docs/architecture.md, "Graceful restarts";
 * README, "Operating it"): it stops taking connections, ends the live streams (the lobby reconnects
 * at once, to another process of the cluster), answers the requests in flight for up to `graceMs`,
 * stops the jobs, closes the database and exits 0. A second signal exits 1 at once; so does a close
 * still unfinished `CLOSE_SPARE_MS` after the deadline. Call before `app.listen` (it adds a hook).
 */
export function closeGracefully(app: FastifyInstance, options: { graceMs: number; jobs: JobsHandle }): void {
  let jobsStopping: Promise<void> | undefined;
  const stopJobs = () => (jobsStopping ??= options.jobs.stop());
  // Fastify runs onClose hooks last-added first, after its server has closed: this one, added after
  // buildApp's, stops the jobs (which use the database) before buildApp's hook closes the database.
  app.addHook('onClose', async () => stopJobs());
  // Under start:cluster a Ctrl-C reaches every process of the terminal, and the primary then sends
  // each worker SIGTERM: a worker answering both would take the second for "exit now".
  const worker = cluster.isWorker;
  if (worker) process.on('SIGINT', () => app.log.info('SIGINT left to the cluster primary, which sends SIGTERM'));
  closeWithGrace(
    {
      delay: options.graceMs + CLOSE_SPARE_MS,
      skip: [...NOT_HANDLED, ...(worker ? (['SIGINT'] as const) : [])],
      logger: { error: (message: unknown) => app.log.error(message) },
    },
    async ({ signal }) => {
      // Started now, beside the drain: a job between two batches stops while the requests finish.
      // Its failure is reported by the onClose hook, which awaits the same promise.
      stopJobs().catch(() => undefined);
      const inTime = await drain(app, options.graceMs, `${signal ?? 'close'} received`);
      app.log.info(`closed${inTime ? '' : ' (busy connections cut at the deadline)'}: exiting 0`);
    },
  );
}
