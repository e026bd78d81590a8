import { bigint, boolean, customType, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { DepositWay, RechargeStatus } from '../../../domain/contracts/replies/deposits.ts';
import type { ImageType } from '../../../domain/contracts/image-upload.ts';
import { ledgerTransactions } from './ledger.ts';
import { members } from './members.ts';
import { at, type Localized } from './types.ts';

// PGlite reads bytea as a Uint8Array, node-postgres as a Buffer: both are Uint8Arrays.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Where members pay: the house's bank accounts (normal) and the demo page's channels (online). Mirrors migrations/0010_deposits.sql. */
export const paymentAccounts = pgTable('payment_accounts', {
  id: serial('id').primaryKey(),
  way: text('way').$type<DepositWay>().notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  accountName: jsonb('account_name').$type<Localized>().notNull().default({ zh_cn: '', zh_hk: '', en: '' }),
  accountNo: text('account_no').notNull().default(''),
  branch: jsonb('branch').$type<Localized>().notNull().default({ zh_cn: '', zh_hk: '', en: '' }),
  minCents: bigint('min_cents', { mode: 'number' }).notNull(),
  maxCents: bigint('max_cents', { mode: 'number' }).notNull(),
  voucherRequired: boolean('voucher_required').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** One deposit, pending until the operator (normal) or the payment notification (online) decides. */
export const recharges = pgTable('recharges', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  way: text('way').$type<DepositWay>().notNull(),
  paymentAccountId: integer('payment_account_id')
    .notNull()
    .references(() => paymentAccounts.id),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  payerName: text('payer_name'),
  status: text('status').$type<RechargeStatus>().notNull().default('pending'),
  reason: text('reason'),
  orderNo: text('order_no').unique(),
  nonce: text('nonce'),
  ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
  createdAt: at('created_at').notNull().defaultNow(),
  decidedAt: at('decided_at'),
});

/** A bank transfer's voucher image; for the operator's eyes only. */
export const rechargeVouchers = pgTable('recharge_vouchers', {
  rechargeId: integer('recharge_id')
    .primaryKey()
    .references(() => recharges.id),
  mime: text('mime').$type<ImageType>().notNull(),
  bytes: bytea('bytes').notNull(),
});
