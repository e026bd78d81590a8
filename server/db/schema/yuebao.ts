import { bigint, boolean, date, integer, jsonb, pgTable, primaryKey, serial } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { at, type Localized } from './types.ts';

/** Yu-EBao plans. Mirrors migrations/0009_yuebao.sql (rates in parts per million per day). */
export const yuebaoPlans = pgTable('yuebao_plans', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  dailyRatePpm: integer('daily_rate_ppm').notNull(),
  termDays: integer('term_days').notNull().default(0),
  minCents: bigint('min_cents', { mode: 'number' }).notNull(),
  maxCents: bigint('max_cents', { mode: 'number' }).notNull(),
  poolCents: bigint('pool_cents', { mode: 'number' }).notNull(),
  memberCapCents: bigint('member_cap_cents', { mode: 'number' }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** A member's interest bookkeeping in a plan; the money is the member's `yuebao` ledger account. */
export const yuebaoHoldings = pgTable(
  'yuebao_holdings',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => yuebaoPlans.id),
    /** Server day (YYYY-MM-DD) up to which interest is posted. */
    accruedThrough: date('accrued_through', { mode: 'string' }).notNull(),
    /** Day of the latest put-in or take-out, and the lowest balance held on it. */
    lowDay: date('low_day', { mode: 'string' }).notNull(),
    lowCents: bigint('low_cents', { mode: 'number' }).notNull(),
    lockedUntil: at('locked_until'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.planId] })],
);
