import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './types.ts';

/** Slider captchas: the gap position lives only here. */
export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  gapX: integer('gap_x').notNull(),
  /** Top of the gap; the piece starts at `startY` and must be moved to it. */
  pieceY: integer('piece_y').notNull(),
  startY: integer('start_y').notNull().default(0),
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
