import { AsyncLocalStorage } from 'node:async_hooks';
import { wrapOutermostUnits } from '../../db/transact.ts';

/**
 * Wallet balances read by `/auth/me`, kept between calls only on PGlite, where this process is the
 * one writer (the operator's command line refuses to open a database a server has open). Every
 * ledger transaction notes the members whose wallet it moved, and the outermost database
 * transaction forgets their balances once it has committed, so a read never sees an older
 * balance than the ledger's. A read that raced a commit does not keep what it read. On
 * PostgreSQL other processes may write, so nothing is kept there.
 */
interface Entry {
  version: number;
  value?: unknown;
}

const byDatabase = new WeakMap<object, Map<number, Entry>>();
const moves = new AsyncLocalStorage<Set<number>>();

function entries(database: object): Map<number, Entry> {
  let map = byDatabase.get(database);
  if (!map) byDatabase.set(database, (map = new Map()));
  return map;
}

/** Runs an outermost transaction and forgets the balances it moved once it has committed. */
async function forgettingMoved<T>(database: object, run: () => Promise<T>): Promise<T> {
  const moved = new Set<number>();
  try {
    return await moves.run(moved, run);
  } finally {
    const map = byDatabase.get(database);
    if (map) for (const memberId of moved) map.set(memberId, { version: (map.get(memberId)?.version ?? 0) + 1 });
  }
}

// Registered as this module loads: no balance is kept, and no move noted, before it has loaded.
wrapOutermostUnits(forgettingMoved);

/** Notes, inside a transaction, that one of a member's accounts moved (its balance version with it). */
export function noteWalletMoved(memberId: number): void {
  moves.getStore()?.add(memberId);
}

/** The member's wallet balance, from the cache when it holds one, else read (and kept unless a write raced it). */
export async function cachedWalletBalance<T>(database: object, memberId: number, read: () => Promise<T>, keep: boolean): Promise<T> {
  if (!keep) return read();
  const map = entries(database);
  const seen = map.get(memberId) ?? { version: 0 };
  // Only `read` of this member fills the entry, so the value is the T it returned.
  if (seen.value !== undefined) return seen.value as T;
  const value = await read();
  if ((map.get(memberId)?.version ?? 0) === seen.version) map.set(memberId, { version: seen.version, value });
  return value;
}
