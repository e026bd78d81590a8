import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readyReplySchema } from '../../domain/contracts/replies/system.ts';

/**
 * `GET /api/ready`: 200 when this process can serve, 503 saying which check failed otherwise
 * (README, "Operating it"). `/api/health` stays "the process answers", for liveness.
 */
export const readyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/ready', { schema: { response: { 200: readyReplySchema, 503: readyReplySchema } } }, async (_request, reply) => {
    const readiness = await app.readiness.check();
    // Never cached by a proxy: each probe must see the process as it is now.
    void reply.header('cache-control', 'no-store');
    return reply.code(readiness.ready ? 200 : 503).send(readiness);
  });
};
