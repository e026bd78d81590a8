import { bigint, bigserial, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { at, type Localized } from './types.ts';

export type LiveNoteKind = 'deposit' | 'bonus';

/** A moment the member is told once on the live stream (a deposit approved, a bonus credited). Mirrors migrations/0046_live_money_notes.sql. */
export const liveNotes = pgTable('live_notes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  kind: text('kind').$type<LiveNoteKind>().notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  /** The bonus's name in every language; null for a deposit. */
  name: jsonb('name').$type<Localized>(),
  createdAt: at('created_at').notNull().defaultNow(),
});
