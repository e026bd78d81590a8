import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobsHandle } from '../jobs/start-jobs.ts';
import { databaseProbe } from '../services/readiness/database-probe.ts';
import { readinessOf, type Readiness } from '../services/readiness/readiness.ts';

/** The trivial query's deadline: a database slower than this to answer `SELECT id FROM schema_migrations` cannot serve. */
const PROBE_DEADLINE_MS = 1000;
/** How long one probe's answer serves every readiness call: a probe flood costs one query a second. */
const PROBE_CACHE_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    readiness: {
      /** Whether this process can serve now (`GET /api/ready`). */
      check(): Promise<Readiness>;
      /** The job runner to report (server/index.ts starts it after the app is built). */
      watchJobs(jobs: Pick<JobsHandle, 'health'>): void;
    };
  }
}

/** `app.readiness` (docs/architecture.md, "Readiness and a database outage"). */
export const readinessPlugin = fp(
  async (app: FastifyInstance) => {
    const probe = databaseProbe(app.db, { deadlineMs: PROBE_DEADLINE_MS, cacheMs: PROBE_CACHE_MS });
    let jobs: Pick<JobsHandle, 'health'> | null = null;
    let closing = false;
    app.addHook('preClose', async () => void (closing = true));
    app.decorate('readiness', {
      async check() {
        const listen = app.db.kind === 'pglite' ? 'in_process' : app.caches.listening() ? 'ok' : 'down';
        return readinessOf(await probe(), listen, jobs?.health() ?? 'not_started', closing);
      },
      watchJobs: (handle: Pick<JobsHandle, 'health'>) => void (jobs = handle),
    });
  },
  { name: 'lobby-readiness', fastify: '5.x', dependencies: ['lobby-caches'], decorators: { fastify: ['db'] } },
);
