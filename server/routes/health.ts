import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReplySchema } from '../../domain/contracts/replies/system.ts';

/** `GET /api/health`. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthReplySchema } } }, async () => ({ status: 'ok' as const }));
};
