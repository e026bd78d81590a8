import { and, desc, eq, inArray } from 'drizzle-orm';
import type { BankAccount, PaymentChannel, Recharge } from '../../../domain/contracts/replies/deposits.ts';
import type { Lang } from '../../../domain/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, recharges, rechargeVouchers, type Localized } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { translate } from '../../i18n/translate.ts';
import type { RechargeRow } from './deposit-review.ts';
import { localName } from '../content/localized.ts';
import { fromCents } from './money.ts';

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

/** The reason stored on an online order a newer one replaced; shown translated. */
export const SUPERSEDED = 'superseded';

/** An enabled account of `way`, or 404: a disabled or unknown one takes no deposit. */
export async function paymentAccountOf(db: Db, way: PaymentAccountRow['way'], id: number): Promise<PaymentAccountRow> {
  const [row] = await db.select().from(paymentAccounts).where(and(eq(paymentAccounts.id, id), eq(paymentAccounts.way, way), eq(paymentAccounts.enabled, true)));
  if (!row) throw new AppError(404, 'payment_not_found');
  return row;
}

/** Enabled accounts of `way` in their display order. */
export function paymentAccountsOf(db: Db, way: PaymentAccountRow['way']): Promise<PaymentAccountRow[]> {
  return db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.way, way), eq(paymentAccounts.enabled, true)))
    .orderBy(paymentAccounts.sort, paymentAccounts.id);
}

export const toBankAccount = (a: PaymentAccountRow, lang: Lang): BankAccount => ({
  id: a.id,
  bank_name: localName(a.title, lang),
  account_name: localName(a.accountName, lang),
  account_no: a.accountNo,
  branch: localName(a.branch, lang),
  min: fromCents(a.minCents),
  max: fromCents(a.maxCents),
  voucher_required: a.voucherRequired,
});

export const toChannel = (a: PaymentAccountRow, lang: Lang): PaymentChannel => ({
  id: a.id,
  title: localName(a.title, lang),
  min: fromCents(a.minCents),
  max: fromCents(a.maxCents),
});

/** A recharge as its member sees it (the voucher's bytes never leave the server). */
export function toRecharge(row: RechargeRow, channel: Localized, hasVoucher: boolean, lang: Lang): Recharge {
  return {
    id: row.id,
    way: row.way,
    channel: localName(channel, lang),
    money: fromCents(row.amountCents),
    payer_name: row.payerName,
    status: row.status,
    reason: row.reason === SUPERSEDED ? translate(lang, 'recharge_superseded') : row.reason,
    has_voucher: hasVoucher,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** A member's latest recharges, newest first. */
export async function memberRecharges(db: Db, memberId: number, lang: Lang, limit: number): Promise<Recharge[]> {
  const rows = await db
    .select({ recharge: recharges, channel: paymentAccounts.title })
    .from(recharges)
    .innerJoin(paymentAccounts, eq(paymentAccounts.id, recharges.paymentAccountId))
    .where(eq(recharges.memberId, memberId))
    .orderBy(desc(recharges.id))
    .limit(limit);
  const ids = rows.map((r) => r.recharge.id);
  const withVoucher = ids.length
    ? new Set((await db.select({ id: rechargeVouchers.rechargeId }).from(rechargeVouchers).where(inArray(rechargeVouchers.rechargeId, ids))).map((v) => v.id))
    : new Set<number>();
  return rows.map((r) => toRecharge(r.recharge, r.channel, withVoucher.has(r.recharge.id), lang));
}

/** Refuses an amount outside what the account takes. */
export function checkAmountRange(account: PaymentAccountRow, cents: number): void {
  if (cents < account.minCents || cents > account.maxCents) {
    throw new AppError(422, 'deposit_amount_range', { min: fromCents(account.minCents), max: fromCents(account.maxCents) });
  }
}
