import { bigint, boolean, date, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger.ts';
import { members } from './members.ts';
import { at, type Localized } from './types.ts';

/** Award tiers of the daily bonus: `days` check-ins in a period earn `amountCents`. Mirrors migrations/0015_daily_bonus.sql. */
export const dailyBonusAwards = pgTable('daily_bonus_awards', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  days: integer('days').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** A member's check-in on one server day ("YYYY-MM-DD"). */
export const dailyCheckIns = pgTable(
  'daily_check_ins',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('daily_check_ins_member_day').on(t.memberId, t.day)],
);

/** A tier claimed in a period ("YYYY-MM"), once per member, tier and period. */
export const dailyBonusClaims = pgTable(
  'daily_bonus_claims',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    awardId: integer('award_id')
      .notNull()
      .references(() => dailyBonusAwards.id),
    period: text('period').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('daily_bonus_claims_once').on(t.memberId, t.awardId, t.period)],
);
