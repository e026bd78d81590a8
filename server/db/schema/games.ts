import { bigint, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { gameProviders, games } from './content.ts';
import { members } from './members.ts';
import { at } from './types.ts';

/** A member's favourite games (docs/product.md §7, favourites); one row per pair. Mirrors migrations/0002_games.sql. */
export const favourites = pgTable('favourites', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  gameId: integer('game_id')
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Rebates owed per provider; `collectedAt` is set when the ledger credits them. */
export const rebates = pgTable('rebates', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  apiName: text('api_name')
    .notNull()
    .references(() => gameProviders.apiName),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  collectedAt: at('collected_at'),
});

/** One-time game launch tickets, stored as sha256 hashes only. */
export const gameTickets = pgTable('game_tickets', {
  id: serial('id').primaryKey(),
  ticketHash: text('ticket_hash').notNull().unique(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  apiName: text('api_name').notNull(),
  gameCode: text('game_code'),
  lang: text('lang').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  /** Hash of the bearer token that asked for the launch (migrations/0022). */
  authTokenHash: text('auth_token_hash'),
});
