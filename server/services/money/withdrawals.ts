import { and, desc, eq } from 'drizzle-orm';
import type { Lang } from '../../../domain/contracts/lang.ts';
import { WITHDRAW_INTERVAL_SECONDS } from '../../../domain/contracts/withdrawals.ts';
import type { WithdrawalItem } from '../../../domain/contracts/replies/withdrawals.ts';
import type { Db } from '../../db/client.ts';
import { bankCards, bankTypes, members, withdrawals } from '../../db/schema/index.ts';
import { AppError, tooSoon } from '../../errors.ts';
import { maskCardNo } from './bank-cards.ts';
import { balanceOf, heldOf, house, move, walletOf } from './ledger.ts';
import { localName } from '../content/localized.ts';
import { fromCents } from './money.ts';
import { noticeWithdrawal } from './money-notices.ts';
import { bonusLeftCents } from './first-deposit-wagering.ts';
import { stillNeededCents, turnoverOf, withdrawableCents } from './withdrawal-rules.ts';
import { transact } from '../../db/transact.ts';

type WithdrawalRow = typeof withdrawals.$inferSelect;
const keyOf = (id: number, step: 'hold' | 'pay' | 'return') => `withdrawal:${id}:${step}`;

/** Milliseconds until the member may ask again (the one-minute rule); 0 when now. */
export async function withdrawWaitMs(db: Db, memberId: number, now: Date): Promise<number> {
  const [last] = await db.select({ at: withdrawals.createdAt }).from(withdrawals).where(eq(withdrawals.memberId, memberId)).orderBy(desc(withdrawals.id)).limit(1);
  return last ? Math.max(0, last.at.getTime() + WITHDRAW_INTERVAL_SECONDS * 1000 - now.getTime()) : 0;
}

/**
 * A withdrawal request: under a lock on the member row (so two requests cannot both pass the
 * one-minute and turnover checks), the request row and the hold (wallet → held) in one transaction.
 */
export async function requestWithdrawal(db: Db, memberId: number, amountCents: number, bankId: number, now: Date): Promise<{ row: WithdrawalRow; balanceCents: number }> {
  return transact(db, async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [card] = await tx.select({ id: bankCards.id }).from(bankCards).where(and(eq(bankCards.id, bankId), eq(bankCards.memberId, memberId)));
    if (!card) throw new AppError(404, 'bank_card_not_found');
    const wait = await withdrawWaitMs(tx, memberId, now);
    if (wait > 0) throw tooSoon('withdraw_wait', wait);
    const balance = await balanceOf(tx, walletOf(memberId));
    if (amountCents > balance) throw new AppError(422, 'insufficient_balance');
    const turnover = await turnoverOf(tx, memberId);
    const allowed = withdrawableCents(balance, turnover);
    if (amountCents > allowed) {
      // The bonus's sentence while its requirement is what still locks money, else the deposits' one.
      const key = bonusLeftCents(turnover.bonus) > 0 ? 'bonus_turnover_needed' : 'turnover_needed';
      throw new AppError(422, key, { amount: fromCents(allowed), needed: fromCents(stillNeededCents(turnover)) });
    }
    const [row] = await tx.insert(withdrawals).values({ memberId, bankCardId: bankId, amountCents, createdAt: now }).returning();
    const held = await move(tx, { kind: 'withdrawal', memberId, from: walletOf(memberId), to: heldOf(memberId), amountCents, ref: `withdrawal:${row!.id}`, note: 'held', idempotencyKey: keyOf(row!.id, 'hold') });
    const [updated] = await tx.update(withdrawals).set({ holdTransactionId: held.transactionId }).where(eq(withdrawals.id, row!.id)).returning();
    return { row: updated!, balanceCents: held.balancesAfter[0]! };
  });
}

async function decide(db: Db, id: number, now: Date, paid: boolean, reason: string | null): Promise<WithdrawalRow> {
  return transact(db, async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!row) throw new AppError(404, 'withdrawal_not_found');
    if (row.status !== 'pending') throw new AppError(409, 'withdrawal_decided');
    const settled = await move(tx, {
      kind: 'withdrawal',
      memberId: row.memberId,
      from: heldOf(row.memberId),
      to: paid ? house('payouts') : walletOf(row.memberId),
      amountCents: row.amountCents,
      ref: `withdrawal:${id}`,
      note: paid ? 'paid' : 'returned',
      idempotencyKey: keyOf(id, paid ? 'pay' : 'return'),
    });
    const [updated] = await tx
      .update(withdrawals)
      .set({ status: paid ? 'paid' : 'rejected', reason, decidedAt: now, settleTransactionId: settled.transactionId })
      .where(eq(withdrawals.id, id))
      .returning();
    await noticeWithdrawal(tx, row.memberId, paid, row.amountCents, reason, now);
    return updated!;
  });
}

/** The operator pays a pending withdrawal: the held amount goes to the house's payouts; the member is sent a notice. */
export const payWithdrawal = (db: Db, id: number, now: Date) => decide(db, id, now, true, null);
/** The operator refuses a pending withdrawal: the held amount goes back to the member's wallet; the member is sent a notice. */
export const rejectWithdrawal = (db: Db, id: number, reason: string | null, now: Date) => decide(db, id, now, false, reason);

/** A member's withdrawals, newest first (or the one of `id`), as the API sends them. */
export async function withdrawalItems(db: Db, memberId: number, lang: Lang, id?: number): Promise<WithdrawalItem[]> {
  const rows = await db
    .select({ w: withdrawals, cardNo: bankCards.cardNo, bank: bankTypes.name })
    .from(withdrawals)
    .innerJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId))
    .innerJoin(bankTypes, eq(bankTypes.id, bankCards.bankTypeId))
    .where(and(eq(withdrawals.memberId, memberId), id === undefined ? undefined : eq(withdrawals.id, id)))
    .orderBy(desc(withdrawals.id))
    .limit(20);
  return rows.map(({ w, cardNo, bank }) => ({
    id: w.id,
    money: fromCents(w.amountCents),
    status: w.status,
    card: maskCardNo(cardNo),
    bank: localName(bank, lang),
    reason: w.reason,
    created_at: w.createdAt.toISOString(),
    decided_at: w.decidedAt?.toISOString() ?? null,
  }));
}

