import type { FastifyPluginAsync } from 'fastify';

/** `GET /api/health`. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ({ status: 'ok' }));
};
