import { count, eq } from 'drizzle-orm';
import { addDays } from '../../../domain/time/operator-time.ts';
import type { Db } from '../../db/client.ts';
import { dailyBonusClaims, dailyCheckIns } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../errors.ts';

/**
 * Moves every check-in of one member `days` days into the past (the future when negative), their
 * times with them: what the member would see had their clock moved `days` forward (the dev
 * endpoint `POST /dev/daily-bonus/shift`). A member who has claimed a tier is refused (409): a
 * claim belongs to the period whose check-ins reached it. Answers the check-in days after the
 * move, ascending.
 */
export function shiftCheckIns(db: Db, memberId: number, days: number): Promise<string[]> {
  return transact(db, async (tx) => {
    const [claims] = await tx.select({ n: count() }).from(dailyBonusClaims).where(eq(dailyBonusClaims.memberId, memberId));
    if ((claims?.n ?? 0) > 0) throw new AppError(409, 'daily_bonus_shift_claimed');
    // Deleted and written again rather than updated in place: an UPDATE moving day D onto D-1
    // while D-1 is still there would trip the unique (member, day) pair row by row.
    const rows = await tx.delete(dailyCheckIns).where(eq(dailyCheckIns.memberId, memberId)).returning();
    if (rows.length === 0) return [];
    const shifted = rows.map((r) => ({ memberId: r.memberId, day: addDays(r.day, -days), createdAt: new Date(r.createdAt.getTime() - days * 86_400_000) }));
    await tx.insert(dailyCheckIns).values(shifted);
    return shifted.map((r) => r.day).sort();
  });
}
