import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devDailyBonusShiftReplySchema } from '../../domain/contracts/replies/dev.ts';
import { AppError } from '../errors.ts';
import { shiftCheckIns } from '../services/member/daily-bonus-shift.ts';
import { memberIdByName } from '../services/member/member-by-name.ts';

const shiftSchema = z.object({
  name: z.string().min(1).max(40),
  /** Days the member's clock moves: forward when positive, back when negative. */
  days: z.number().int().min(-366).max(366).refine((n) => n !== 0),
});

/**
 * Moves ONE member's daily-bonus clock, for end-to-end tests: `POST /dev/daily-bonus/shift
 * { name, days }` moves every check-in of that member `days` days into the past (the future when
 * negative), their times with them, which is what the member would see had their clock moved
 * `days` forward: today is free again, and the earlier check-ins count as days before it. The
 * Playwright suite shares one server between parallel tests, so the server's clock (tokens, rate
 * limits of every other test) is left alone; no production route reads anything this writes
 * differently from a real check-in. A member who has claimed a tier is refused (409): a claim
 * belongs to the period whose check-ins reached it, and moving those would leave it counting days
 * it no longer has. Registered by dev.ts, so only with DEV_ENDPOINTS=1 and never in production.
 * Answers the member's check-in days after the move, ascending.
 */
export const devDailyBonusRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  app.post('/dev/daily-bonus/shift', { schema: { body: shiftSchema, response: { 200: devDailyBonusShiftReplySchema } } }, async (request) => {
    const { name, days } = request.body;
    const memberId = await memberIdByName(db, name);
    if (memberId === null) throw new AppError(404, 'not_found');
    return { message: 'ok', days: await shiftCheckIns(db, memberId, days) };
  });
};
