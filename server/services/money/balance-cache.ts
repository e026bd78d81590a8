import { AsyncLocalStorage } from 'node:async_hooks';

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
  cents?: number;
}

const byDatabase = new WeakMap<object, Map<number, Entry>>();
const moves = new AsyncLocalStorage<Set<number>>();

function entries(database: object): Map<number, Entry> {
  let map = byDatabase.get(database);
  if (!map) byDatabase.set(database, (map = new Map()));
  return map;
}

/** Runs an outermost transaction and forgets the balances it moved once it has committed. */
export async function forgettingMoved<T>(database: object, run: () => Promise<T>): Promise<T> {
  const moved = new Set<number>();
  try {
    return await moves.run(moved, run);
  } finally {
    const map = byDatabase.get(database);
    if (map) for (const memberId of moved) map.set(memberId, { version: (map.get(memberId)?.version ?? 0) + 1 });
  }
}

/** Notes, inside a transaction, that a member's wallet moved. */
export function noteWalletMoved(memberId: number): void {
  moves.getStore()?.add(memberId);
}

/** The member's wallet balance, from the cache when it holds one, else read (and kept unless a write raced it). */
export async function cachedWalletBalance(database: object, memberId: number, read: () => Promise<number>, keep: boolean): Promise<number> {
  if (!keep) return read();
  const map = entries(database);
  const seen = map.get(memberId) ?? { version: 0 };
  if (seen.cents !== undefined) return seen.cents;
  const cents = await read();
  if ((map.get(memberId)?.version ?? 0) === seen.version) map.set(memberId, { version: seen.version, cents });
  return cents;
}
