import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addDays } from '../../src/contracts/daily-bonus.ts';
import { dailyBonusClaims, dailyCheckIns, members } from '../db/schema/index.ts';
import { transact } from '../db/transact.ts';
import { AppError } from '../errors.ts';

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
  app.post('/dev/daily-bonus/shift', { schema: { body: shiftSchema } }, async (request) => {
    const { name, days } = request.body;
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.name, name));
    if (!member) throw new AppError(404, 'not_found');
    const moved = await transact(db, async (tx) => {
      const [claims] = await tx.select({ n: count() }).from(dailyBonusClaims).where(eq(dailyBonusClaims.memberId, member.id));
      if ((claims?.n ?? 0) > 0) throw new AppError(409, 'daily_bonus_shift_claimed');
      // Deleted and written again rather than updated in place: an UPDATE moving day D onto D-1
      // while D-1 is still there would trip the unique (member, day) pair row by row.
      const rows = await tx.delete(dailyCheckIns).where(eq(dailyCheckIns.memberId, member.id)).returning();
      if (rows.length === 0) return [];
      const shifted = rows.map((r) => ({ memberId: r.memberId, day: addDays(r.day, -days), createdAt: new Date(r.createdAt.getTime() - days * 86_400_000) }));
      await tx.insert(dailyCheckIns).values(shifted);
      return shifted.map((r) => r.day).sort();
    });
    return { message: 'ok', days: moved };
  });
};
