import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every API route answers to a contract: a route under /api that declares no response schema stops
 * the server from starting, so none can slip in. The schema is the serializer's (fastify-type-provider-zod):
 * a reply that drifts from it is a 500 ("internal_error" in the caller's language), which every test
 * of that route then sees. Bytes (cached public lists) skip the serializer and are checked when
 * cached instead (server/services/caches/cached-reply.ts).
 */
function registerRouteContracts(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
    if (!response || Object.keys(response).length === 0) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(`${methods} ${route.url} declares no response schema: every API route answers to a contract (domain/contracts/replies/)`);
    }
  });
}

/** The response-schema check of every API route; registered before any route is. */
export const routeContractsPlugin = fp(async (app) => registerRouteContracts(app), { name: 'lobby-route-contracts', fastify: '5.x' });
