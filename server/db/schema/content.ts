import { bigint, boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ActivityKind } from '../../../domain/contracts/replies/promotions.ts';
import { at, type Localized } from './types.ts';

/** System configs of docs/product.md §3, one row per field, grouped as the lobby asks for them. */
export const systemConfigs = pgTable('system_configs', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  grp: text('grp').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const vipLevels = pgTable('vip_levels', {
  level: integer('level').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  minDepositCents: bigint('min_deposit_cents', { mode: 'number' }).notNull().default(0),
  upgradeBonusCents: bigint('upgrade_bonus_cents', { mode: 'number' }).notNull().default(0),
});

export const gameProviders = pgTable('game_providers', {
  id: serial('id').primaryKey(),
  gameType: integer('game_type').notNull(),
  title: text('title').notNull(),
  logoUrl: text('logo_url').notNull(),
  apiName: text('api_name').notNull().unique(),
  params: text('params').notNull().default('{}'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  /** A sport-type provider of e-sport books, listed on /Esports instead of /Sport (migration 0028). */
  esport: boolean('esport').notNull().default(false),
});

export const games = pgTable('games', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id')
    .notNull()
    .references(() => gameProviders.id),
  code: text('code').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  imageUrl: text('image_url').notNull(),
  tags: text('tags').notNull().default(''),
  isHot: boolean('is_hot').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  grp: text('grp').notNull(),
  /** Null: shown in every language. */
  lang: text('lang'),
  url: text('url').notNull(),
  /** What the picture says: its alt text. */
  title: text('title').notNull().default(''),
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<'text' | 'alert'>().notNull(),
  /** Text for 'text' notices, an image URL per language for 'alert' items. */
  content: jsonb('content').$type<Localized>().notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const abouts = pgTable('abouts', {
  id: serial('id').primaryKey(),
  type: integer('type').notNull(),
  /** The name the lobby finds a page by (the footer's responsible-gaming, terms and licence links; migration 0050). */
  slug: text('slug').unique(),
  title: jsonb('title').$type<Localized>().notNull(),
  content: jsonb('content').$type<Localized>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  title: jsonb('title').$type<Localized>().notNull(),
  content: jsonb('content').$type<Localized>().notNull(),
  imageUrl: text('image_url').notNull(),
  startsAt: at('starts_at'),
  endsAt: at('ends_at'),
  sort: integer('sort').notNull().default(0),
  /** False: reachable by link only, not listed on /Promotion (migration 0003). */
  listed: boolean('listed').notNull().default(true),
  /** What the page ends in (migration 0026). */
  kind: text('kind').$type<ActivityKind>().notNull().default('deposit'),
  /** The lobby route of a 'link' activity. */
  link: text('link'),
});
