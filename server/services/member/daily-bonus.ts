import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { periodBounds, periodOf, streakEnding } from '../../../domain/contracts/daily-bonus.ts';
import type { DailyBonusAward, DailyBonusStatus } from '../../../domain/contracts/replies/daily-bonus.ts';
import type { Lang } from '../../../domain/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { dailyBonusAwards, dailyBonusClaims, dailyCheckIns } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../errors.ts';
import { refuseIfStopped } from './responsible-play/stop-guard.ts';
import { house, move, refuseReplayed, walletOf } from '../money/ledger.ts';
import { localName } from '../content/localized.ts';
import { fromCents } from '../money/money.ts';
import { addDays, serverDay } from '../../../domain/time/operator-time.ts';

/** How far back a streak is counted: enough for any streak a page shows, bounded for the query. */
const STREAK_LOOKBACK_DAYS = 400;

type AwardRow = typeof dailyBonusAwards.$inferSelect;

/** The enabled tiers in the order the page lists them (or the one of `id`). */
function tiers(db: Db, id?: number): Promise<AwardRow[]> {
  return db
    .select()
    .from(dailyBonusAwards)
    .where(and(eq(dailyBonusAwards.enabled, true), id === undefined ? undefined : eq(dailyBonusAwards.id, id)))
    .orderBy(asc(dailyBonusAwards.sort), asc(dailyBonusAwards.id));
}

/** A tier as the member sees it this period. */
function toAward(row: AwardRow, lang: Lang, count: number, claimed: boolean): DailyBonusAward {
  const state = claimed ? 'claimed' : count >= row.days ? 'claimable' : 'locked';
  return { id: row.id, name: localName(row.name, lang), days: row.days, money: fromCents(row.amountCents), progress: count, state };
}

/** The member's period as of `now`: its days, the checked ones, the count and the streak. */
async function periodOfMember(db: Db, memberId: number, now: Date) {
  const today = serverDay(now);
  const period = periodOf(today);
  const { first, last } = periodBounds(period);
  const rows = await db
    .select({ day: dailyCheckIns.day })
    .from(dailyCheckIns)
    .where(and(eq(dailyCheckIns.memberId, memberId), gte(dailyCheckIns.day, addDays(today, -STREAK_LOOKBACK_DAYS)), lte(dailyCheckIns.day, last)))
    .orderBy(asc(dailyCheckIns.day));
  const days = new Set(rows.map((r) => r.day));
  const checkedDays = rows.map((r) => r.day).filter((day) => day >= first);
  const checkedToday = days.has(today);
  // Before today's check-in the run up to yesterday still stands: it is not broken until today ends.
  const streak = streakEnding(days, checkedToday ? today : addDays(today, -1));
  return { today, period, checkedDays, checkedToday, count: checkedDays.length, streak };
}

/** `/dailybonus/award/list`: the period, its checked days and every tier with where it stands. */
export async function dailyBonusStatus(db: Db, memberId: number, lang: Lang, now: Date): Promise<DailyBonusStatus> {
  const mine = await periodOfMember(db, memberId, now);
  const [rows, claims] = await Promise.all([
    tiers(db),
    db
      .select({ awardId: dailyBonusClaims.awardId })
      .from(dailyBonusClaims)
      .where(and(eq(dailyBonusClaims.memberId, memberId), eq(dailyBonusClaims.period, mine.period))),
  ]);
  const claimed = new Set(claims.map((c) => c.awardId));
  return {
    today: mine.today,
    period: mine.period,
    checked_today: mine.checkedToday,
    count: mine.count,
    streak: mine.streak,
    checked_days: mine.checkedDays,
    list: rows.map((row) => toAward(row, lang, mine.count, claimed.has(row.id))),
  };
}

/** Records today's check-in; a second one the same server day is refused (the unique pair decides races). */
export async function checkIn(db: Db, memberId: number, now: Date): Promise<{ day: string; count: number; streak: number }> {
  const day = serverDay(now);
  // Check-ins count toward bonuses, which a stopped member cannot collect (stop-guard.ts).
  const row = await transact(db, async (tx) => {
    await refuseIfStopped(tx, memberId, now);
    const [inserted] = await tx.insert(dailyCheckIns).values({ memberId, day, createdAt: now }).onConflictDoNothing().returning({ id: dailyCheckIns.id });
    return inserted;
  });
  if (!row) throw new AppError(409, 'daily_bonus_already_checked');
  const mine = await periodOfMember(db, memberId, now);
  return { day, count: mine.count, streak: mine.streak };
}

interface AwardClaim {
  memberId: number;
  awardId: number;
  lang: Lang;
  now: Date;
  ledgerKey: string | undefined;
}

interface PaidAward {
  award: DailyBonusAward;
  amountCents: number;
  balanceCents: number;
}

/**
 * Claims a reached tier of the current period in `tx` (the caller's transaction): the claim row and
 * the ledger credit commit together. The unique (member, tier, period) triple refuses a second
 * claim whatever key it was sent with; a concurrent one waits on the first's row and then finds it.
 */
export async function claimAward(tx: Db, claim: AwardClaim): Promise<PaidAward> {
  const { memberId, awardId, lang, now } = claim;
  await refuseIfStopped(tx, memberId, now);
  const [row] = await tiers(tx, awardId);
  if (!row) throw new AppError(404, 'daily_bonus_award_not_found');
  const mine = await periodOfMember(tx, memberId, now);
  if (mine.count < row.days) throw new AppError(422, 'daily_bonus_award_locked', { days: row.days, count: mine.count });
  const [claimed] = await tx
    .insert(dailyBonusClaims)
    .values({ memberId, awardId, period: mine.period, amountCents: row.amountCents, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: dailyBonusClaims.id });
  if (!claimed) throw new AppError(409, 'daily_bonus_award_claimed');
  const paid = await move(tx, {
    kind: 'bonus',
    memberId,
    from: house('bonuses'),
    to: walletOf(memberId),
    amountCents: row.amountCents,
    ref: `daily_bonus_claim:${claimed.id}`,
    note: `daily bonus ${mine.period} ${row.days} days`,
    idempotencyKey: claim.ledgerKey,
  });
  // A replay would mark this claim paid by an earlier request's money: refused, rolled back.
  refuseReplayed(paid);
  await tx.update(dailyBonusClaims).set({ ledgerTransactionId: paid.transactionId }).where(eq(dailyBonusClaims.id, claimed.id));
  return { award: toAward(row, lang, mine.count, true), amountCents: row.amountCents, balanceCents: paid.balancesAfter[1]! };
}

/** `POST /dailybonus/64/award`: `claimAward` in a transaction of its own (retried as a whole on a serialisation abort). */
export function claimDailyAward(db: Db, claim: AwardClaim): Promise<PaidAward> {
  return transact(db, (tx) => claimAward(tx, claim));
}
