import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, yuebaoHoldings, yuebaoPlans } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { lockHolding, previousDay, type HoldingRow } from './yuebao-interest.ts';

export type PlanRow = typeof yuebaoPlans.$inferSelect;

/**
 * A plan, locked: put-ins into one plan take their turn, so the pool sum each one reads already
 * counts every put-in before it.
 */
export async function lockPlan(tx: Db, planId: number): Promise<PlanRow> {
  const [plan] = await tx.select().from(yuebaoPlans).where(eq(yuebaoPlans.id, planId)).for('update');
  if (!plan) throw new AppError(404, 'yuebao_plan_not_found');
  return plan;
}

/** The member's holding in a plan, created on the first put-in (nothing to accrue before today), locked. */
export async function openHolding(tx: Db, memberId: number, planId: number, today: string, now: Date): Promise<HoldingRow> {
  await tx
    .insert(yuebaoHoldings)
    .values({ memberId, planId, accruedThrough: previousDay(today), lowDay: today, lowCents: 0, createdAt: now })
    .onConflictDoNothing();
  return (await lockHolding(tx, memberId, planId))!;
}

/**
 * After a put-in or take-out on `today`: the lowest balance of the day (interest of the day is paid
 * on it) and, for a put-in into a fixed-term plan, the new end of the term.
 */
export async function recordChange(tx: Db, holding: HoldingRow, today: string, beforeCents: number, afterCents: number, lockedUntil?: Date): Promise<void> {
  const low = holding.lowDay === today ? Math.min(holding.lowCents, afterCents) : Math.min(beforeCents, afterCents);
  await tx
    .update(yuebaoHoldings)
    .set({ lowDay: today, lowCents: low, ...(lockedUntil ? { lockedUntil } : {}) })
    .where(and(eq(yuebaoHoldings.memberId, holding.memberId), eq(yuebaoHoldings.planId, holding.planId)));
}

/** What all members hold in each plan (principal and interest), by plan id. */
export async function poolsUsed(db: Db, planId?: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ code: ledgerAccounts.code, total: sql<string>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'yuebao'), planId === undefined ? undefined : eq(ledgerAccounts.code, String(planId))))
    .groupBy(ledgerAccounts.code);
  return new Map(rows.map((r) => [Number(r.code), Number(r.total)]));
}

/** All the interest a member's holdings earned, by plan id, summed from the ledger's interest entries. */
export async function interestEarned(db: Db, memberId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ code: ledgerAccounts.code, total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerAccounts.kind, 'yuebao'), eq(ledgerAccounts.memberId, memberId), eq(ledgerTransactions.kind, 'interest')))
    .groupBy(ledgerAccounts.code);
  return new Map(rows.map((r) => [Number(r.code), Number(r.total)]));
}

/** When a fixed term ends for the member's holdings, by plan id. */
export async function termsOf(db: Db, memberId: number): Promise<Map<number, Date | null>> {
  const rows = await db
    .select({ planId: yuebaoHoldings.planId, lockedUntil: yuebaoHoldings.lockedUntil })
    .from(yuebaoHoldings)
    .where(eq(yuebaoHoldings.memberId, memberId));
  return new Map(rows.map((r) => [r.planId, r.lockedUntil]));
}
