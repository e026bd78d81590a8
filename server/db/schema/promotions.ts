import { bigint, boolean, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { activities } from './content.ts';
import { ledgerTransactions } from './ledger.ts';
import { members } from './members.ts';
import { at } from './types.ts';

/** Activities members apply for (`/act/*`). Mirrors migrations/0003_promotions.sql. */
export const acts = pgTable('acts', {
  id: integer('id').primaryKey(),
  activityId: integer('activity_id')
    .notNull()
    .references(() => activities.id),
  bonusCents: bigint('bonus_cents', { mode: 'number' }).notNull().default(0),
  approval: text('approval').$type<'auto' | 'review'>().notNull().default('auto'),
  enabled: boolean('enabled').notNull().default(true),
});

/** One application per member and act. */
export const actApplications = pgTable(
  'act_applications',
  {
    id: serial('id').primaryKey(),
    actId: integer('act_id')
      .notNull()
      .references(() => acts.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    status: text('status').$type<'approved' | 'pending' | 'rejected'>().notNull(),
    bonusCents: bigint('bonus_cents', { mode: 'number' }).notNull().default(0),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [unique().on(t.actId, t.memberId)],
);
