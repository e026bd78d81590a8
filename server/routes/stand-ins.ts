import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { standInsReplySchema, type StandInsReply } from '../../domain/contracts/stand-ins.ts';

/** `GET /api/system/stand-ins`: what the lobby's "Demo" marker needs to know; public, as the marker is. */
export const standInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/system/stand-ins', { schema: { response: { 200: standInsReplySchema } } }, async (): Promise<StandInsReply> => ({
    stand_ins: [...app.standIns],
  }));
};
