import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './types.ts';

/** Tries per guarded subject within its window, counted before the check (server/services/guards/guard-counters.ts). */
export const guardCounters = pgTable(
  'guard_counters',
  {
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    tries: integer('tries').notNull(),
    windowStart: at('window_start').notNull(),
    lastAt: at('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject] })],
);
