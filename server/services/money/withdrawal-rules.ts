import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bets, recharges, withdrawals } from '../../db/schema/index.ts';
import { bonusLeftCents, bonusWageringOf, type BonusWagering } from './first-deposit-wagering.ts';

export interface Turnover {
  depositedCents: number;
  validBettingCents: number;
  /** Stakes minus payouts, when positive: what the member has lost at the tables. */
  netLossCents: number;
  /** Withdrawals asked for and not refused (pending or paid). */
  withdrawnCents: number;
  /** The first-deposit bonus against its own requirement; null without one. */
  bonus: BonusWagering | null;
}

const sumOf = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)`;

/** The member's deposits, valid betting, losses and withdrawals, summed by the database. */
export async function turnoverOf(db: Db, memberId: number): Promise<Turnover> {
  const [[deposited], [played], [withdrawn], bonus] = await Promise.all([
    db.select({ total: sumOf(recharges.amountCents) }).from(recharges).where(and(eq(recharges.memberId, memberId), eq(recharges.status, 'approved'))),
    db.select({ stakes: sumOf(bets.stakeCents), payouts: sumOf(bets.payoutCents) }).from(bets).where(eq(bets.memberId, memberId)),
    db.select({ total: sumOf(withdrawals.amountCents) }).from(withdrawals).where(and(eq(withdrawals.memberId, memberId), inArray(withdrawals.status, ['pending', 'paid']))),
    bonusWageringOf(db, memberId),
  ]);
  const stakes = Number(played?.stakes ?? 0);
  return {
    depositedCents: Number(deposited?.total ?? 0),
    validBettingCents: stakes,
    netLossCents: Math.max(0, stakes - Number(played?.payouts ?? 0)),
    withdrawnCents: Number(withdrawn?.total ?? 0),
    bonus,
  };
}

/** True once valid betting is at least one times the deposits (docs/product.md §9). */
export const depositTurnoverMet = (t: Turnover) => t.validBettingCents >= t.depositedCents;

/** True once everything may leave: the deposits' one times and the first-deposit bonus's own requirement both met. */
export const turnoverMet = (t: Turnover) => depositTurnoverMet(t) && bonusLeftCents(t.bonus) === 0;

/** Valid betting still owed before the whole balance, bonus included, may leave (each bet counts for both rules). */
export const stillNeededCents = (t: Turnover) => Math.max(0, t.depositedCents - t.validBettingCents, bonusLeftCents(t.bonus));

/**
 * What may leave the wallet now. With both rules met, the whole balance. Before, only the part of the
 * member's own deposits that is neither lost at the tables nor already withdrawn: the spec makes deposits
 * need one times valid betting, which we read as a rule on what the deposit brought (winnings, bonuses,
 * rebates), never a lock on the member's own unlost money. The first-deposit bonus and its winnings stay
 * locked the same way until its own requirement is met; withdrawing the own part does not cancel it
 * (README.md, "First-deposit bonus wagering").
 */
export function withdrawableCents(balanceCents: number, t: Turnover): number {
  if (turnoverMet(t)) return balanceCents;
  const ownLeft = Math.max(0, t.depositedCents - t.netLossCents - t.withdrawnCents);
  return Math.min(balanceCents, ownLeft);
}
