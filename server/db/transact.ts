import { setTimeout as sleep } from 'node:timers/promises';
import { PgTransaction } from 'drizzle-orm/pg-core';
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

/** Wraps one attempt of an outermost unit: runs it and may act once it has ended (committed or not). */
export type OutermostUnitWrapper = <T>(db: Db, run: () => Promise<T>) => Promise<T>;

const wrappers: OutermostUnitWrapper[] = [];

/**
 * Adds a wrapper around every attempt of every outermost unit. The database layer knows no service:
 * a service that must hear of units registers here as its module loads (the money service's
 * balance cache forgets the balances a unit moved: server/services/money/balance-cache.ts).
 */
export function wrapOutermostUnits(wrapper: OutermostUnitWrapper): void {
  wrappers.push(wrapper);
}

/** One attempt, inside every wrapper (the first registered outermost). */
const attempt = <T>(db: Db, run: () => Promise<T>): Promise<T> => wrappers.reduceRight<() => Promise<T>>((inner, wrap) => () => wrap(db, inner), run)();

/** Runs an outermost unit again from the start when PostgreSQL aborted it (deadlock, serialisation). */
async function retried<T>(db: Db, run: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt(db, run);
    } catch (error) {
      if (n >= ATTEMPTS || !isRetryable(error)) throw error;
      await sleep(Math.floor(Math.random() * 20 * n) + 1);
    }
  }
}

/** True for a Drizzle transaction handle (its statements must go through it). */
export const inTransaction = (db: Db): boolean => {
  // Checked on a widened copy, so `db` keeps its schema-typed handle for the call.
  const nested: unknown = db;
  return nested instanceof PgTransaction;
};

/**
 * A database transaction that PostgreSQL may abort under concurrency and that is then tried again
 * from the start (a few times, after a short random pause). Inside another transaction it is a
 * savepoint, and an abort goes up to the outermost `transact`, which retries the whole unit: a
 * deadlock aborts every savepoint of its transaction. `fn` must only touch the database.
 */
export async function transact<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (inTransaction(db)) return db.transaction(fn);
  return retried(db, () => db.transaction(fn));
}

/**
 * One statement that does a whole unit of work (a SQL function): outside a transaction it is a
 * transaction of its own, one round trip, retried as `transact` retries; inside one it runs in a
 * savepoint, so a failure the caller catches leaves the caller's transaction usable.
 */
export async function statement<T>(db: Db, fn: (db: Db) => Promise<T>): Promise<T> {
  if (inTransaction(db)) return db.transaction(fn);
  return retried(db, () => fn(db));
}
