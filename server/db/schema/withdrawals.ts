import { bigint, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { bankCards } from './bank-cards.ts';
import { ledgerTransactions } from './ledger.ts';
import { members } from './members.ts';
import { at } from './types.ts';

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected';

/** Withdrawal requests. Mirrors migrations/0012_withdrawals.sql. */
export const withdrawals = pgTable('withdrawals', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  bankCardId: integer('bank_card_id')
    .notNull()
    .references(() => bankCards.id),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  status: text('status').$type<WithdrawalStatus>().notNull().default('pending'),
  reason: text('reason'),
  holdTransactionId: bigint('hold_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
  settleTransactionId: bigint('settle_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
  createdAt: at('created_at').notNull(),
  decidedAt: at('decided_at'),
});
