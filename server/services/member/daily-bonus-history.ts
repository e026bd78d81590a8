import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { dailyBonusHistorySchema } from '../../../domain/contracts/daily-bonus.ts';
import type { DailyBonusClaimItem, DailyBonusPage, DailyCheckInItem } from '../../../domain/contracts/replies/daily-bonus.ts';
import type { Lang } from '../../../domain/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { dailyBonusAwards, dailyBonusClaims, dailyCheckIns } from '../../db/schema/index.ts';
import { localName } from '../content/localized.ts';
import { fromCents } from '../money/money.ts';

type Paging = z.output<typeof dailyBonusHistorySchema>;

/** `/dailybonus/history`: the member's check-ins, newest day first. */
export async function checkInHistory(db: Db, memberId: number, paging: Paging): Promise<DailyBonusPage<DailyCheckInItem>> {
  const mine = eq(dailyCheckIns.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(dailyCheckIns)
      .where(mine)
      .orderBy(desc(dailyCheckIns.day), desc(dailyCheckIns.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(dailyCheckIns).where(mine),
  ]);
  return {
    list: rows.map((r) => ({ id: r.id, day: r.day, created_at: r.createdAt.toISOString() })),
    total: total?.n ?? 0,
    page: paging.page,
    limit: paging.limit,
  };
}

/** `/dailybonus/award/history`: the member's claimed tiers with what each paid, newest first. */
export async function claimHistory(db: Db, memberId: number, lang: Lang, paging: Paging): Promise<DailyBonusPage<DailyBonusClaimItem>> {
  const mine = eq(dailyBonusClaims.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: dailyBonusClaims.id,
        awardId: dailyBonusClaims.awardId,
        name: dailyBonusAwards.name,
        days: dailyBonusAwards.days,
        period: dailyBonusClaims.period,
        amountCents: dailyBonusClaims.amountCents,
        createdAt: dailyBonusClaims.createdAt,
      })
      .from(dailyBonusClaims)
      .innerJoin(dailyBonusAwards, eq(dailyBonusAwards.id, dailyBonusClaims.awardId))
      .where(mine)
      .orderBy(desc(dailyBonusClaims.createdAt), desc(dailyBonusClaims.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(dailyBonusClaims).where(mine),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      award_id: r.awardId,
      name: localName(r.name, lang),
      days: r.days,
      period: r.period,
      money: fromCents(r.amountCents),
      created_at: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: paging.page,
    limit: paging.limit,
  };
}
