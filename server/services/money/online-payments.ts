import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, recharges, type Localized } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { creditLocked, type RechargeRow } from './deposit-review.ts';
import { fromCents } from './money.ts';
import { activeStop } from '../member/responsible-play/stop-guard.ts';
import type { PaymentNotification } from './payment-signature.ts';

/** An online deposit by its order number, with the title of the channel it is paid through; null when there is none. */
export async function orderWithChannel(db: Db, orderNo: string): Promise<{ recharge: RechargeRow; channel: Localized } | null> {
  const [found] = await db
    .select({ recharge: recharges, channel: paymentAccounts.title })
    .from(recharges)
    .innerJoin(paymentAccounts, eq(paymentAccounts.id, recharges.paymentAccountId))
    .where(eq(recharges.orderNo, orderNo));
  return found ?? null;
}

/** What a payment notification (its signature already checked) did to its order. */
export type NotificationOutcome = 'paid' | 'unknown' | 'closed' | 'mismatch';

/**
 * Credits the order a verified notification names, once: the order row is locked first, so a
 * replay that waited for the first notification finds it paid ('closed'). A notification for
 * another nonce or amount than the order's changes nothing ('mismatch').
 */
export function settleNotification(db: Db, notification: PaymentNotification, now: () => Date): Promise<NotificationOutcome> {
  return transact(db, async (tx) => {
    const [row] = await tx.select().from(recharges).where(eq(recharges.orderNo, notification.order_no)).for('update');
    if (!row) return 'unknown';
    // Checked after the lock: a replay that waited for the first notification finds it paid.
    if (row.status !== 'pending') return 'closed';
    if (row.nonce !== notification.nonce || fromCents(row.amountCents) !== notification.amount) return 'mismatch';
    // An order opened before the member's time-out or self-exclusion cannot be paid while it runs.
    if (await activeStop(tx, row.memberId, now())) return 'closed';
    await creditLocked(tx, row, now(), `online payment ${row.orderNo}`);
    return 'paid';
  });
}
