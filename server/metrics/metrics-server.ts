import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import type { MetricsAddress } from '../config/server-config.ts';

export interface MetricsServer {
  address: AddressInfo;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` (Prometheus' text format) on a port of its own, never the public one: an
 * operator's scraper reaches it on a private address, the internet does not. `exclusive`: under
 * start:cluster each worker binds its own port (METRICS_PORT + its number − 1) instead of sharing
 * one through the primary, so a scrape always reaches one known process.
 */
export async function openMetricsServer(registries: () => Registry[], at: MetricsAddress): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
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
