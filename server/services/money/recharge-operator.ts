import { asc, eq, sql } from 'drizzle-orm';
import type { RechargeStatus } from '../../../domain/contracts/replies/deposits.ts';
import type { Db } from '../../db/client.ts';
import { members, paymentAccounts, recharges, rechargeVouchers } from '../../db/schema/index.ts';
import type { RechargeRow } from './deposit-review.ts';
import { fromCents } from './money.ts';

/** A recharge as the operator reviews it (ops CLI, dev endpoints): who, how much, where, with what. */
export interface OperatorRecharge {
  id: number;
  member_id: number;
  member: string;
  way: RechargeRow['way'];
  channel: string;
  money: string;
  payer_name: string | null;
  status: RechargeStatus;
  reason: string | null;
  order_no: string | null;
  /** e.g. "image/png, 120 kB"; null without a voucher. */
  voucher: string | null;
  created_at: string;
  decided_at: string | null;
}

/** Recharges of one status (default: pending), oldest first. */
export async function operatorRecharges(db: Db, status: RechargeStatus = 'pending', limit = 200): Promise<OperatorRecharge[]> {
  const rows = await db
    .select({
      r: recharges,
      member: members.name,
      channel: paymentAccounts.title,
      mime: rechargeVouchers.mime,
      size: sql<number | null>`octet_length(${rechargeVouchers.bytes})`,
    })
    .from(recharges)
    .innerJoin(members, eq(members.id, recharges.memberId))
    .innerJoin(paymentAccounts, eq(paymentAccounts.id, recharges.paymentAccountId))
    .leftJoin(rechargeVouchers, eq(rechargeVouchers.rechargeId, recharges.id))
    .where(eq(recharges.status, status))
    .orderBy(asc(recharges.id))
    .limit(limit);
  return rows.map(({ r, member, channel, mime, size }) => ({
    id: r.id,
    member_id: r.memberId,
    member,
    way: r.way,
    channel: channel.en || channel.zh_cn,
    money: fromCents(r.amountCents),
    payer_name: r.payerName,
    status: r.status,
    reason: r.reason,
    order_no: r.orderNo,
    voucher: mime ? `${mime}, ${Math.ceil(Number(size ?? 0) / 1024)} kB` : null,
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
  }));
}

/** A recharge's voucher image, for the operator only; null when it has none. */
export async function voucherOf(db: Db, rechargeId: number): Promise<{ mime: string; bytes: Uint8Array } | null> {
  const [row] = await db.select().from(rechargeVouchers).where(eq(rechargeVouchers.rechargeId, rechargeId));
  return row ? { mime: row.mime, bytes: row.bytes } : null;
}
