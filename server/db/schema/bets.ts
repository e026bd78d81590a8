import { bigint, bigserial, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { gameProviders } from './content.ts';
import { ledgerTransactions } from './ledger.ts';
import { members } from './members.ts';
import { at } from './types.ts';

/** A game opened in the demo popup. Mirrors migrations/0011_demo_bets.sql. */
export const playSessions = pgTable('play_sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  apiName: text('api_name')
    .notNull()
    .references(() => gameProviders.apiName),
  gameCode: text('game_code'),
  lang: text('lang').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  /** Hash of the bearer token the game was launched with (migrations/0022): the session ends with it. */
  authTokenHash: text('auth_token_hash'),
});

/** Bets of the demo game, settled at once against the provider wallet. */
export const bets = pgTable('bets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  sessionId: integer('session_id').references(() => playSessions.id, { onDelete: 'set null' }),
  apiName: text('api_name')
    .notNull()
    .references(() => gameProviders.apiName),
  gameCode: text('game_code'),
  stakeCents: bigint('stake_cents', { mode: 'number' }).notNull(),
  payoutCents: bigint('payout_cents', { mode: 'number' }).notNull(),
  betKey: text('bet_key').notNull().unique(),
  ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
  createdAt: at('created_at').notNull(),
});
