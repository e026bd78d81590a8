import { and, count, eq } from 'drizzle-orm';
import { PENDING_NORMAL_MAX } from '../../../domain/contracts/deposits.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { members, recharges, rechargeVouchers } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { RechargeRow } from './deposit-review.ts';
import { newOrder } from './payment-signature.ts';
import { SUPERSEDED, type PaymentAccountRow } from './recharge-view.ts';
import type { Voucher } from './voucher.ts';
import { refuseOverDepositLimit } from '../member/responsible-play/deposit-limit-guard.ts';
import { transact } from '../../db/transact.ts';
import { refuseIfStopped } from '../member/responsible-play/stop-guard.ts';

export interface NormalSubmission {
  memberId: number;
  account: PaymentAccountRow;
  amountCents: number;
  payerName: string;
  voucher: Voucher | null;
}

/**
 * A bank-transfer deposit waiting for review, with its voucher. The member's row is locked first,
 * so two submits at the same moment count each other and a member never has more than
 * PENDING_NORMAL_MAX waiting (docs/product.md §8: do not resubmit or operate frequently).
 */
export function submitNormalRecharge(db: Db, s: NormalSubmission, now: Date): Promise<RechargeRow> {
  return transact(db, async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, s.memberId)).for('update');
    await refuseIfStopped(tx, s.memberId, now);
    const [pending] = await tx
      .select({ n: count() })
      .from(recharges)
      .where(and(eq(recharges.memberId, s.memberId), eq(recharges.way, 'normal'), eq(recharges.status, 'pending')));
    const n = Number(pending?.n ?? 0);
    if (n >= PENDING_NORMAL_MAX) throw new AppError(429, 'recharge_too_many_pending', { count: n });
    await refuseOverDepositLimit(tx, { memberId: s.memberId, cents: s.amountCents, now });
    const [row] = await tx
      .insert(recharges)
      .values({ memberId: s.memberId, way: 'normal', paymentAccountId: s.account.id, amountCents: s.amountCents, payerName: s.payerName, createdAt: now })
      .returning();
    if (s.voucher) await tx.insert(rechargeVouchers).values({ rechargeId: row!.id, mime: s.voucher.mime, bytes: s.voucher.bytes });
    return row!;
  });
}

/**
 * An online order for the payment gateway (the demo page where that stand-in is on). It supersedes
 * the member's older unpaid order (a member who closed a payment window and starts again pays the
 * new one), so at most one waits per member; a second order created at the same moment loses on
 * the database's unique index.
 */
export async function openOnlineOrder(db: Db, memberId: number, account: PaymentAccountRow, amountCents: number, now: Date): Promise<RechargeRow> {
  const { orderNo, nonce } = newOrder();
  try {
    return await transact(db, async (tx) => {
      // First, so the member's row is locked FOR UPDATE before anything reads it; the order this one supersedes does not count.
      await refuseOverDepositLimit(tx, { memberId, cents: amountCents, now, withoutOpenOnline: true });
      await refuseIfStopped(tx, memberId, now);
      await tx
        .update(recharges)
        .set({ status: 'rejected', reason: SUPERSEDED, decidedAt: now })
        .where(and(eq(recharges.memberId, memberId), eq(recharges.way, 'online'), eq(recharges.status, 'pending')));
      const [row] = await tx
        .insert(recharges)
        .values({ memberId, way: 'online', paymentAccountId: account.id, amountCents, orderNo, nonce, createdAt: now })
        .returning();
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'recharges_one_open_online')) throw new AppError(409, 'recharge_order_busy');
    throw error;
  }
}
