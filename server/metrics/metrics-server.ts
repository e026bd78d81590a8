import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import type { MetricsAddress } from '../config/server-config.ts';

export interface MetricsServer {
  address: AddressInfo;
  close(): Promise<void>;
}

/** This process's readiness, as `GET /api/ready` answers it (server/plugins/readiness.ts). */
export type ReadyCheck = () => Promise<{ ready: boolean }>;

/**
 * Serves `GET /metrics` (Prometheus' text format) on a port of its own, never the public one: an
 * operator's scraper reaches it on a private address, the internet does not. `exclusive`: under
 * start:cluster each worker binds its own port (METRICS_PORT + its number − 1) instead of sharing
 * one through the primary, so a scrape always reaches one known process. `GET /ready` there answers
 * what `/api/ready` does, for that one process (the public port's answer comes from any of them).
 */
export async function openMetricsServer(registries: () => Registry[], at: MetricsAddress, ready?: ReadyCheck): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (request.method === 'GET' && path === '/ready' && ready) {
      ready().then(
        (answer) => response.writeHead(answer.ready ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(answer)),
        (error: unknown) => response.writeHead(503, { 'content-type': 'text/plain' }).end(`readiness failed: ${String(error)}\n`),
      );
      return;
    }
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics, readiness at /ready\n');
      return;
    }
    const merged = Registry.merge(registries());
    merged.metrics().then(
      (text) => response.writeHead(200, { 'content-type': merged.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(error)}\n`),
    );
  });
  // A scraper keeps its connection open between scrapes; closing must not wait for it.
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: at.port, host: at.host, exclusive: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    address: server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
