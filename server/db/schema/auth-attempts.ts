import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './types.ts';

/** Phone login and reset tries per (scope, subject) and fixed window (services/accounts/phone-auth-limits.ts). */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject, t.windowStart] })],
);
