import { bigint, bigserial, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { at } from './types.ts';

/** Kinds of ledger account (see migrations/0006_double_entry.sql). */
export type AccountKind = 'wallet' | 'provider' | 'yuebao' | 'held' | 'house';

/** Member and house accounts; a member's balance is their `wallet` account's. */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<AccountKind>().notNull(),
  memberId: integer('member_id').references(() => members.id),
  code: text('code').notNull().default(''),
  balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
});

/** One change of money: its entries sum to zero (checked by the database at commit). */
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  memberId: integer('member_id').references(() => members.id),
  ref: text('ref'),
  note: text('note'),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** One side of a transaction on one account; append-only. */
export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transactionId: bigint('transaction_id', { mode: 'number' })
    .notNull()
    .references(() => ledgerTransactions.id),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => ledgerAccounts.id),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Each member's balance version: one more with every ledger movement of their accounts (migrations/0041_balance_versions.sql). */
export const memberBalanceVersions = pgTable('member_balance_versions', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  version: bigint('version', { mode: 'number' }).notNull(),
});
