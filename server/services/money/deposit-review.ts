import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recharges } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { creditFirstDepositBonus } from './first-deposit-bonus.ts';
import { balanceOf, house, move, walletOf } from './ledger.ts';
import { recordNote } from './live-notes.ts';
import { noticeDeposit } from './money-notices.ts';
import { transact } from '../../db/transact.ts';
import { raiseIfReached } from '../member/vip-raise.ts';

export type RechargeRow = typeof recharges.$inferSelect;

export interface Decision {
  recharge: RechargeRow;
  /** False when the recharge had been approved before: nothing moved now. */
  credited: boolean;
  /** The member's wallet balance after the credit (approvals only). */
  balanceCents?: number;
}

/** The ledger's key of a recharge's one credit: a second approval can never pay it again. */
export const rechargeKey = (id: number) => `recharge:${id}`;

async function lockRecharge(tx: Db, id: number): Promise<RechargeRow> {
  const [row] = await tx.select().from(recharges).where(eq(recharges.id, id)).for('update');
  if (!row) throw new AppError(404, 'recharge_not_found');
  return row;
}

/**
 * Credits a locked, pending recharge: one ledger transaction house 'deposits' → the member's wallet,
 * the row's new status, the first-deposit bonus, the VIP level the deposits now reach (with its
 * upgrade bonus), the member's "deposit arrived" site-mail naming those bonuses and the notes the
 * live stream toasts, in the caller's database transaction (commit or roll back together).
 */
export async function creditLocked(tx: Db, row: RechargeRow, now: Date, note?: string): Promise<Decision> {
  const moved = await move(tx, {
    kind: 'deposit',
    memberId: row.memberId,
    from: house('deposits'),
    to: walletOf(row.memberId),
    amountCents: row.amountCents,
    ref: rechargeKey(row.id),
    note: note ?? `${row.way} deposit`,
    idempotencyKey: rechargeKey(row.id),
  });
  const [updated] = await tx
    .update(recharges)
    .set({ status: 'approved', ledgerTransactionId: moved.transactionId, decidedAt: now })
    .where(eq(recharges.id, row.id))
    .returning();
  if (moved.replayed) return { recharge: updated!, credited: false, balanceCents: moved.balancesAfter[1] };
  // The deposit's note first: the lobby toasts the deposit, then each bonus it brought.
  await recordNote(tx, row.memberId, 'deposit', row.amountCents, null, now);
  const firstBonus = await creditFirstDepositBonus(tx, updated!, now);
  const raised = await raiseIfReached(tx, row.memberId, now);
  const bonuses = [...(firstBonus ? [firstBonus.bonus] : []), ...raised.bonuses];
  await noticeDeposit(tx, row.memberId, row.way, row.amountCents, bonuses, now);
  const balanceCents = raised.levels > 0 ? await balanceOf(tx, walletOf(row.memberId)) : (firstBonus?.balanceCents ?? moved.balancesAfter[1]);
  return { recharge: updated!, credited: true, balanceCents };
}

/**
 * Approves a pending recharge and credits it, once: the row is locked first, so a second or a
 * concurrent approval waits, then finds it approved and moves nothing. A rejected one stays rejected.
 */
export function approveRecharge(db: Db, id: number, now: Date): Promise<Decision> {
  return transact(db, async (tx) => {
    const row = await lockRecharge(tx, id);
    if (row.status === 'approved') return { recharge: row, credited: false };
    if (row.status === 'rejected') throw new AppError(409, 'recharge_already_rejected');
    return creditLocked(tx, row, now, row.way === 'normal' ? 'bank transfer approved' : 'online payment approved by the operator');
  });
}

/** Rejects a pending recharge; nothing moves. An approved one cannot be rejected any more. */
export function rejectRecharge(db: Db, id: number, reason: string | null, now: Date): Promise<Decision> {
  return transact(db, async (tx) => {
    const row = await lockRecharge(tx, id);
    if (row.status === 'approved') throw new AppError(409, 'recharge_already_approved');
    if (row.status === 'rejected') return { recharge: row, credited: false };
    const [updated] = await tx
      .update(recharges)
      .set({ status: 'rejected', reason: reason?.trim() || null, decidedAt: now })
      .where(eq(recharges.id, id))
      .returning();
    return { recharge: updated!, credited: false };
  });
}
