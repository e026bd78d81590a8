import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Gauge, Registry, type Metric } from 'prom-client';
import { RequestHistogram } from './request-histogram.ts';

/** The metrics of one app: its requests, live streams and database pool (docs/architecture.md, "Metrics"). */
export interface AppMetrics {
  registry: Registry;
  /** Records one answered request (an onResponse hook). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
}

/** Not the raw URL, which would make a series per member id, query or probe: the route's pattern. */
const NO_ROUTE = '(no route)';

/**
 * A registry of the app's own (tests build many apps in one process; each must report its own
 * streams and pool). Read at scrape time, so serving a request costs one observation (request-histogram.ts).
 */
export function createAppMetrics(app: FastifyInstance): AppMetrics {
  const registry = new Registry();
  const requests = new RequestHistogram();
  // prom-client's registry reads any metric by name, help, type and get(); its types name only its own classes.
  registry.registerMetric(requests as unknown as Metric);
  new Gauge({
    name: 'lobby_live_streams',
    help: 'Live streams (GET /api/member/live) this process holds open',
    registers: [registry],
    collect() {
      this.set(app.live.size);
    },
  });
  const pool = () => app.db.poolStats();
  new Gauge({
    name: 'lobby_db_pool_max',
    help: 'Connections the database pool may open (PG_POOL_SIZE; PGlite: 1)',
    registers: [registry],
    collect() {
      this.set(pool().max);
    },
  });
  new Gauge({
    name: 'lobby_db_pool_open',
    help: 'Connections the database pool holds open, busy or idle',
    registers: [registry],
    collect() {
      this.set(pool().open);
    },
  });
  // PGlite is one connection that tells nothing of its queue: these two exist on PostgreSQL only.
  if (pool().inUse !== undefined) {
    new Gauge({
      name: 'lobby_db_pool_in_use',
      help: 'Pool connections checked out by a query or transaction',
      registers: [registry],
      collect() {
        this.set(pool().inUse ?? 0);
      },
    });
    new Gauge({
      name: 'lobby_db_pool_waiting',
      help: 'Callers waiting for a pool connection',
      registers: [registry],
      collect() {
        this.set(pool().waiting ?? 0);
      },
    });
  }
  return {
    registry,
    observe(request, reply) {
      if (String(reply.getHeader('content-type') ?? reply.raw.getHeader('content-type')).startsWith('text/event-stream')) return;
      requests.observe(request.method, request.routeOptions.url ?? NO_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
    },
  };
}
