import { bigint, integer, jsonb, pgTable, serial, text, date, unique, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger.ts';
import { members } from './members.ts';
import { at, type Localized } from './types.ts';

/** The two events (docs/product.md §2.8). */
export type EventName = 'wheel' | 'redbag';

/** An event's window, chances, budget and rules. Mirrors migrations/0017_events.sql. */
export const eventSettings = pgTable('event_settings', {
  event: text('event').$type<EventName>().primaryKey(),
  startAt: at('start_at').notNull(),
  endAt: at('end_at').notNull(),
  dailyChances: integer('daily_chances').notNull(),
  dailyBudgetCents: bigint('daily_budget_cents', { mode: 'number' }).notNull(),
  rules: jsonb('rules').$type<Localized>().notNull(),
  roundSeconds: integer('round_seconds').notNull().default(15),
  maxOpen: integer('max_open').notNull().default(10),
});

/** An event's prizes; `sort` is the draw order (the prize index is the position in it). */
export const eventPrizes = pgTable(
  'event_prizes',
  {
    id: serial('id').primaryKey(),
    event: text('event').$type<EventName>().notNull(),
    sort: integer('sort').notNull(),
    label: jsonb('label').$type<Localized>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    weight: integer('weight').notNull(),
    colour: text('colour').notNull(),
  },
  (t) => [unique('event_prizes_order').on(t.event, t.sort)],
);

/** A member's server seeds: the current one (`revealedAt` null) and those revealed by rotations. */
export const fairSeeds = pgTable('fair_seeds', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  createdAt: at('created_at').notNull(),
  revealedAt: at('revealed_at'),
});

/** A member's client seed and next nonce, shared by both events. */
export const fairMembers = pgTable('fair_members', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  clientSeed: text('client_seed').notNull(),
  nextNonce: bigint('next_nonce', { mode: 'number' }).notNull().default(0),
});

/** One wheel spin or rain round, on the server day whose chance it used. */
export const eventPlays = pgTable('event_plays', {
  id: serial('id').primaryKey(),
  event: text('event').$type<EventName>().notNull(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  day: date('day', { mode: 'string' }).notNull(),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
  ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
  requestKey: text('request_key').unique(),
  createdAt: at('created_at').notNull(),
  /** The rain round this play claimed (docs/architecture.md §9); null for a spin and for rounds before rounds existed. */
  roundId: integer('round_id')
    .unique()
    .references(() => redbagRounds.id),
});

/** A rain round dealt by `/redbag/start`: its seed and when its rain starts and ends. Mirrors migrations/0021_redbag_rounds.sql. */
export const redbagRounds = pgTable('redbag_rounds', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  day: date('day', { mode: 'string' }).notNull(),
  seed: bigint('seed', { mode: 'number' }).notNull(),
  /** The round model the round was dealt under and is claimed under (domain/red-packet-round/round-model.ts). */
  modelVersion: smallint('model_version').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  createdAt: at('created_at').notNull(),
});

/** Rounds a member started on a server day (the guard of the day's rounds). */
export const redbagRoundDays = pgTable(
  'redbag_round_days',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    started: integer('started').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

/**
 * Spins a member made of an event on a server day: the guard of the day's chances, raised only by
 * `event_play`'s one conditional upsert (migrations/0057_spin_chances_counted.sql).
 */
export const eventPlayDays = pgTable(
  'event_play_days',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    event: text('event').$type<EventName>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    played: integer('played').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.event, t.day] })],
);

/** One draw and all it takes to recompute it. */
export const eventDraws = pgTable(
  'event_draws',
  {
    id: serial('id').primaryKey(),
    playId: integer('play_id')
      .notNull()
      .references(() => eventPlays.id),
    event: text('event').$type<EventName>().notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    seedId: integer('seed_id')
      .notNull()
      .references(() => fairSeeds.id),
    clientSeed: text('client_seed').notNull(),
    nonce: bigint('nonce', { mode: 'number' }).notNull(),
    weights: jsonb('weights').$type<number[]>().notNull(),
    prizeIndex: integer('prize_index').notNull(),
    /** The prize row drawn, for reference only (no foreign key, migration 0057: label, amount and weights are the draw's own). */
    prizeId: integer('prize_id'),
    label: jsonb('label').$type<Localized>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('event_draws_nonce_once').on(t.memberId, t.nonce)],
);

/**
 * What an event paid on a server day, in stripes (migrations/0055_one_trip_event_play.sql): the day's
 * spent is the sum of its stripes'; each stripe's cap, made for the day's budget `budgetCents` (null:
 * not made), the caps summing to it.
 */
export const eventDays = pgTable(
  'event_days',
  {
    event: text('event').$type<EventName>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    stripe: smallint('stripe').notNull().default(0),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
    capCents: bigint('cap_cents', { mode: 'number' }).notNull().default(0),
    budgetCents: bigint('budget_cents', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.event, t.day, t.stripe] })],
);
