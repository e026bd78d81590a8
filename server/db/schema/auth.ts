import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { CaptchaPowChallenge } from '../../../domain/contracts/replies/accounts.ts';
import { at } from './types.ts';

/** Captcha keys (slider and plain): the gap position and the proof-of-work's answer live only here. */
export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  /** `slider` (a picture to solve) or `plain` (the non-visual path: proof-of-work only). */
  kind: text('kind').$type<'slider' | 'plain'>().notNull().default('slider'),
  /** The gap's x (slider only). */
  gapX: integer('gap_x'),
  /** Top of the gap and of the piece (slider only); the reply says it, the piece moves across only. */
  pieceY: integer('piece_y'),
  /** The challenge as handed out; verified against this copy, never the client's. */
  powChallenge: jsonb('pow_challenge').$type<CaptchaPowChallenge>(),
  /** This row's signing secrets (two halves: challenge, derived key), random per key. */
  powSecret: text('pow_secret'),
  /** The counter that solves the challenge (the dev endpoint's answer). */
  powCounter: integer('pow_counter'),
  /** Fingerprint of the drag that answered (unique: a replayed drag is refused). */
  trailHash: text('trail_hash').unique('captchas_trail_hash_key'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  checkedAt: at('checked_at'),
  passed: boolean('passed').notNull().default(false),
  usedAt: at('used_at'),
  /** Who asked for the puzzle (rate limit of GET /auth/captcha). */
  address: text('address'),
});

/** SMS codes, hashed; `attempts` caps guessing. */
export const smsCodes = pgTable('sms_codes', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  address: text('address'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  attempts: integer('attempts').notNull().default(0),
  /** What the code was asked for: registration takes only a 'register' one (migration 0047). */
  purpose: text('purpose', { enum: ['login', 'reset', 'register'] }).notNull().default('login'),
});

/** What the console SMS transport "sent" (the dev inbox reads it). */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  code: text('code').notNull(),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull(),
});

/** Failed logins per (address, name) pair and per address, for the login delays (services/accounts/login-guard.ts). */
export const authFailures = pgTable('auth_failures', {
  id: serial('id').primaryKey(),
  scope: text('scope').notNull(),
  subject: text('subject').notNull(),
  createdAt: at('created_at').notNull(),
});
