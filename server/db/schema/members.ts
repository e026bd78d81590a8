import { boolean, integer, pgTable, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { at } from './types.ts';

/** Members (accounts). Mirrors migrations/0001_init.sql. */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  qkPwdHash: text('qk_pwd_hash'),
  realname: text('realname'),
  phone: text('phone').unique(),
  email: text('email'),
  birthday: text('birthday'),
  level: integer('level').notNull().default(1),
  inviteCode: text('invite_code').notNull().unique(),
  inviterId: integer('inviter_id').references((): AnyPgColumn => members.id),
  registerSite: text('register_site'),
  fromType: text('from_type'),
  lang: text('lang').notNull().default('zh_cn'),
  status: text('status').notNull().default('active'),
  autoTransfer: boolean('auto_transfer').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  lastLoginAt: at('last_login_at'),
  /** Until when a live stream of the member may be open: their wallet movements announce themselves till then (migration 0033). */
  liveUntil: at('live_until'),
  /** The member's own time-out and self-exclusion (migration 0034): no login or play until then. */
  timeOutUntil: at('time_out_until'),
  excludedUntil: at('excluded_until'),
  /** Goes up when every session must end: password changed or reset, a stop started (migration 0035). */
  credentialVersion: integer('credential_version').notNull().default(0),
});

/** Bearer tokens, stored as sha256 hashes only. */
export const authTokens = pgTable('auth_tokens', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  /** The member's credential version the token was issued under: it works only while they are equal (migration 0035). */
  credentialVersion: integer('credential_version').notNull().default(0),
  /** When this login last answered its reality check (migration 0048); null = never. */
  realityAnsweredAt: at('reality_answered_at'),
});
