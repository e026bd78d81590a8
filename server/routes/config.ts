import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemConfigQuerySchema } from '../../domain/contracts/config.ts';
import { systemConfigsReplySchema } from '../../domain/contracts/replies/system.ts';
import { cachedConfigs } from '../services/content/configs.ts';

/** `GET /api/system/configs?url=&group=a,b`: the docs/product.md §3 config fields of the asked groups (all when none). */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/system/configs', { schema: { querystring: systemConfigQuerySchema, response: { 200: systemConfigsReplySchema } } }, async (request) => {
    const groups = request.query.group?.split(',').map((g) => g.trim()).filter(Boolean);
    return cachedConfigs(app, groups);
  });
};
