import { bigint, boolean, integer, pgTable } from 'drizzle-orm/pg-core';
import { activities } from './content.ts';
import { recharges } from './deposits.ts';
import { ledgerTransactions } from './ledger.ts';
import { members } from './members.ts';
import { at } from './types.ts';

/** The rule of an 'automatic' first-deposit activity. Mirrors migrations/0026_activity_kinds.sql. */
export const firstDepositOffers = pgTable('first_deposit_offers', {
  activityId: integer('activity_id')
    .primaryKey()
    .references(() => activities.id),
  percent: integer('percent').notNull(),
  capCents: bigint('cap_cents', { mode: 'number' }).notNull(),
  minDepositCents: bigint('min_deposit_cents', { mode: 'number' }).notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * One first-deposit bonus per member, ever (the primary key is the guard), with its own wagering
 * requirement: `requiredCents` fixed at the credit, `wageredCents` raised by each later bet in the bet's
 * transaction, never past it. Mirrors migrations/0026_activity_kinds.sql and 0037_first_deposit_wagering.sql.
 */
export const firstDepositBonuses = pgTable('first_deposit_bonuses', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  activityId: integer('activity_id')
    .notNull()
    .references(() => activities.id),
  rechargeId: integer('recharge_id')
    .notNull()
    .unique()
    .references(() => recharges.id),
  bonusCents: bigint('bonus_cents', { mode: 'number' }).notNull(),
  ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
  requiredCents: bigint('required_cents', { mode: 'number' }).notNull(),
  wageredCents: bigint('wagered_cents', { mode: 'number' }).notNull().default(0),
  createdAt: at('created_at').notNull(),
});
