import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { yuebaoHoldings, yuebaoPlans } from '../../db/schema/index.ts';
import { balanceOf, house, move, type AccountRef } from './ledger.ts';
import { serverDay } from '../platform/server-day.ts';
import { transact } from '../../db/transact.ts';

/** A member's Yu-EBao ledger account for one plan: principal and the interest posted to it. */
export const yuebaoOf = (memberId: number, planId: number): AccountRef => ({ kind: 'yuebao', memberId, code: String(planId) });

const DAY_MS = 24 * 3600_000;
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const nextDay = (day: string) => shiftDay(day, 1);
export const previousDay = (day: string) => shiftDay(day, -1);

/**
 * One day's interest in cents on `baseCents` at `ratePpm` parts per million a day.
 * Rounding rule: FLOOR to a whole cent, per member, per plan, per day; the fraction of a cent is
 * dropped, not carried to the next day, so the house never pays a cent not earned in full that day.
 * BigInt keeps the product exact whatever the balance.
 */
export function dailyInterest(baseCents: number, ratePpm: number): number {
  return Number((BigInt(baseCents) * BigInt(ratePpm)) / 1_000_000n);
}

export type HoldingRow = typeof yuebaoHoldings.$inferSelect;

/**
 * Posts the interest of every whole server day after `accruedThrough` and before `today`, one
 * ledger transaction a day (house `interest` → the holding), keyed per member, plan and day so a
 * day is paid once whoever posts it. The caller holds the holding row locked. A day's interest is
 * on the lowest balance held that day: the day of the latest put-in or take-out has its own low
 * (money put in starts earning the next day; money taken out earns nothing that day), every later
 * day held the account's balance, which grows by each day's interest (daily compounding).
 * Returns the holding's balance after.
 */
export async function postDueDays(tx: Db, holding: HoldingRow, ratePpm: number, today: string): Promise<number> {
  const account = yuebaoOf(holding.memberId, holding.planId);
  let balance = await balanceOf(tx, account);
  let day = nextDay(holding.accruedThrough);
  if (day >= today) return balance;
  for (; day < today; day = nextDay(day)) {
    const cents = dailyInterest(day === holding.lowDay ? holding.lowCents : balance, ratePpm);
    if (cents === 0) continue;
    const posted = await move(tx, {
      kind: 'interest',
      memberId: holding.memberId,
      from: house('interest'),
      to: account,
      amountCents: cents,
      ref: `yuebao:${holding.planId}:${day}`,
      note: `Yu-EBao interest ${day}`,
      idempotencyKey: `yuebao-interest:${holding.memberId}:${holding.planId}:${day}`,
    });
    balance = posted.replayed ? await balanceOf(tx, account) : posted.balancesAfter[1]!;
  }
  await tx
    .update(yuebaoHoldings)
    .set({ accruedThrough: previousDay(today) })
    .where(and(eq(yuebaoHoldings.memberId, holding.memberId), eq(yuebaoHoldings.planId, holding.planId)));
  return balance;
}

/** The holding row of a member in a plan, locked for the rest of the transaction; null when there is none. */
export async function lockHolding(tx: Db, memberId: number, planId: number): Promise<HoldingRow | null> {
  const [row] = await tx
    .select()
    .from(yuebaoHoldings)
    .where(and(eq(yuebaoHoldings.memberId, memberId), eq(yuebaoHoldings.planId, planId)))
    .for('update');
  return row ?? null;
}

/**
 * Posts every day's interest not yet posted up to `now` (the server day `now` falls on is not over
 * and is left for later), for every holding or one member's: the `yuebao-interest` job's work
 * (server/jobs/), never a request's. Each holding under its own lock (a savepoint inside the job's
 * transaction). Safe to call any number of times and at once: the row lock and the per-day keys
 * post each day exactly once. Returns the holdings brought up to date.
 */
export async function accrueInterest(db: Db, now: Date, memberId?: number): Promise<number> {
  const today = serverDay(now);
  const due = await db
    .select({ memberId: yuebaoHoldings.memberId, planId: yuebaoHoldings.planId, ratePpm: yuebaoPlans.dailyRatePpm })
    .from(yuebaoHoldings)
    .innerJoin(yuebaoPlans, eq(yuebaoPlans.id, yuebaoHoldings.planId))
    .where(and(lt(yuebaoHoldings.accruedThrough, previousDay(today)), memberId === undefined ? undefined : eq(yuebaoHoldings.memberId, memberId)));
  for (const h of due) {
    await transact(db, async (tx) => {
      const holding = await lockHolding(tx, h.memberId, h.planId);
      if (holding) await postDueDays(tx, holding, h.ratePpm, today);
    });
  }
  return due.length;
}
