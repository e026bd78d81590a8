import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AddressInfo } from 'node:net';
import type { MetricsAddress } from '../config/server-config.ts';
import { AppError } from '../errors.ts';
import { createAppMetrics } from '../metrics/app-metrics.ts';
import { countRefusalOf } from '../metrics/guard-metrics.ts';
import { openMetricsServer, type MetricsServer } from '../metrics/metrics-server.ts';
import { processRegistry, startDefaultMetrics } from '../metrics/process-registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      /**
       * Opens the metrics port (`METRICS_PORT`, docs/architecture.md "Metrics") and answers its
       * address; undefined, opening nothing, when metrics are off. Closed with the app.
       */
      serve(): Promise<AddressInfo | undefined>;
    };
  }
}

/**
 * `app.metrics`: with an address, counts every request (duration by route pattern and status) and
 * every guard's refusal, and can serve them beside the process's own; without, adds no hook at all,
 * so a server with metrics off pays nothing per request.
 */
function registerMetrics(app: FastifyInstance, at: MetricsAddress | undefined): void {
  if (!at) {
    app.decorate('metrics', { serve: async () => undefined });
    return;
  }
  const metrics = createAppMetrics(app);
  // A callback hook, not an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(request, reply);
    done();
  });
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof AppError) countRefusalOf(error.key, error.statusCode);
    else countRefusalOf(undefined, reply.statusCode);
  });
  let opening: Promise<MetricsServer> | undefined;
  app.decorate('metrics', {
    async serve() {
      startDefaultMetrics();
      opening ??= openMetricsServer(() => [processRegistry, metrics.registry], at, () => app.readiness.check()).then((server) => {
        app.log.info({ address: server.address }, 'metrics served at /metrics');
        return server;
      });
      return (await opening).address;
    },
  });
  // A port that failed to open has nothing to close (its refusal reached serve's caller).
  app.addHook('onClose', async () => (await opening?.catch(() => undefined))?.close());
}

export const metricsPlugin = fp<{ at: MetricsAddress | undefined }>(async (app, options) => registerMetrics(app, options.at), {
  name: 'lobby-metrics',
  fastify: '5.x',
  dependencies: ['lobby-live'],
  decorators: { fastify: ['db', 'live'] },
});
