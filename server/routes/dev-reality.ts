import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageReplySchema } from '../../domain/contracts/replies/message.ts';
import { AppError } from '../errors.ts';
import { memberIdByName } from '../services/member/member-by-name.ts';
import { shiftLoginsBack } from '../services/member/responsible-play/dev-reality-shift.ts';

const shiftSchema = z.object({ name: z.string().min(1).max(40), minutes: z.number().int().min(1).max(24 * 60) });

/**
 * Moves ONE member's live logins `minutes` into the past, for end-to-end tests of the reality check:
 * their start and their last answer move together, which is what the member would see had the clock
 * moved `minutes` on (a check moment passes). The server's clock, shared by the parallel tests, is
 * left alone. Registered by dev.ts, so only with DEV_ENDPOINTS=1 and never in production.
 */
export const devRealityRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  app.post('/dev/reality-check/shift', { schema: { body: shiftSchema, response: { 200: messageReplySchema } } }, async (request) => {
    const memberId = await memberIdByName(db, request.body.name);
    if (memberId === null) throw new AppError(404, 'not_found');
    await shiftLoginsBack(db, memberId, request.body.minutes);
    return { message: 'ok' };
  });
};
