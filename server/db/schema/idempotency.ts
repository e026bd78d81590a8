import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { at } from './types.ts';

/** Stored answers of requests sent with an Idempotency-Key. Mirrors migrations/0005_idempotency_keys.sql, 0018_idempotency_request_hash.sql and 0038_idempotency_waited.sql. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and path the key was first used for; another request with the key is refused. */
    request: text('request').notNull(),
    /** sha256 of method, path, member and body (request-hash.ts); null on rows older than the column. */
    requestHash: text('request_hash'),
    /** Null while the first request runs. */
    statusCode: integer('status_code'),
    /** Null once the key is past its hours (the sweep drops the answer; the key stays spent). */
    body: text('body'),
    /** A duplicate waits for the answer: it is announced to every process when stored. */
    waited: boolean('waited').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] })],
);
