import { setTimeout as sleep } from 'node:timers/promises';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { forgettingMoved } from '../services/balance-cache.ts';
import type { Db } from './client.ts';

/** PostgreSQL aborts one side of a deadlock (40P01) or a serialisation conflict (40001): run it again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 5;

export function isRetryable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (RETRYABLE.has(String((e as { code?: unknown }).code))) return true;
  }
  return false;
}

/**
 * A database transaction that PostgreSQL may abort under concurrency and that is then tried again
 * from the start (a few times, after a short random pause). Inside another transaction it is a
 * savepoint, and an abort goes up to the outermost `transact`, which retries the whole unit: a
 * deadlock aborts every savepoint of its transaction. `fn` must only touch the database.
 */
export async function transact<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  // Checked on a widened copy, so `db` keeps its schema-typed handle for the call.
  const nested: unknown = db;
  if (nested instanceof PgTransaction) return db.transaction(fn);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await forgettingMoved(db, () => db.transaction(fn));
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
      await sleep(Math.floor(Math.random() * 20 * attempt) + 1);
    }
  }
}
