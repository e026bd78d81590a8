import { bigint, boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { at } from './types.ts';

/** A member's deposit limits in cents (null = none) and reality-check interval. Mirrors migrations/0034. */
export const memberLimits = pgTable('member_limits', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  depositDay: bigint('deposit_day', { mode: 'number' }),
  depositWeek: bigint('deposit_week', { mode: 'number' }),
  depositMonth: bigint('deposit_month', { mode: 'number' }),
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
  promptedAt: at('prompted_at'),
  updatedAt: at('updated_at').notNull(),
});

/** A raise or removal of a limit waiting out its cooling-off (value null = removal). */
export const memberLimitPending = pgTable(
  'member_limit_pending',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    value: bigint('value', { mode: 'number' }),
    effectiveAt: at('effective_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.field] })],
);

/** An operator lifting a time-out or self-exclusion early, with the reason (required, ≥ 10 characters). */
export const playStopLifts = pgTable('play_stop_lifts', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  wasUntil: at('was_until').notNull(),
  reason: text('reason').notNull(),
  operator: text('operator').notNull(),
  liftedAt: at('lifted_at').notNull(),
});

/**
 * What identifies a self-excluded member (migration 0045): `kind` phone (E.164), realname (normalised),
 * card (HMAC of the digits) or device (the lobby's id). Counts only while the member's exclusion runs.
 */
export const exclusionMarks = pgTable(
  'exclusion_marks',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    recordedAt: at('recorded_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value, t.memberId] })],
);

/** The one row holding the key of the card HMAC in exclusion_marks. */
export const exclusionKey = pgTable('exclusion_key', {
  onlyRow: boolean('only_row').primaryKey().default(true),
  secret: text('secret').notNull(),
});
