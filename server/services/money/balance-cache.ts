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

/*
 * Which unit moved which member is not tracked with AsyncLocalStorage: on Node 20 its first use
 * turns on promise hooks for the whole process, which cost every request, a cached public list
 * included, about a tenth of its CPU (docs/performance.md, the 600-game list). Instead the members
 * noted while any outermost unit is open are kept in order, and a unit that ends forgets every
 * member noted since it began: its own, and perhaps a concurrent unit's, which that unit forgets
 * again when it ends (forgetting early costs one read, never an older balance).
 */
/** Member ids in the order they were noted; `noted[i]` is note number `dropped + i`. */
const noted: number[] = [];
let dropped = 0;
/** Open units by the note number they began at (several may share one). */
const openUnits = new Map<number, number>();

/** Drops the notes that no open unit began before. */
function trimNotes(): void {
  const oldest = openUnits.size ? Math.min(...openUnits.keys()) : dropped + noted.length;
  if (oldest > dropped) {
    noted.splice(0, oldest - dropped);
    dropped = oldest;
  }
}

function entries(database: object): Map<number, Entry> {
  let map = byDatabase.get(database);
  if (!map) byDatabase.set(database, (map = new Map()));
  return map;
}

/** Runs an outermost transaction and forgets the balances it moved once it has ended (committed or not). */
async function forgettingMoved<T>(database: object, run: () => Promise<T>): Promise<T> {
  const start = dropped + noted.length;
  openUnits.set(start, (openUnits.get(start) ?? 0) + 1);
  try {
    return await run();
  } finally {
    const map = byDatabase.get(database);
    if (map) for (const memberId of new Set(noted.slice(start - dropped))) map.set(memberId, { version: (map.get(memberId)?.version ?? 0) + 1 });
    const left = openUnits.get(start)! - 1;
    if (left > 0) openUnits.set(start, left);
    else openUnits.delete(start);
    trimNotes();
  }
}

// Registered as this module loads: no balance is kept, and no move noted, before it has loaded.
wrapOutermostUnits(forgettingMoved);

/** Notes, inside a transaction, that one of a member's accounts moved (its balance version with it). */
export function noteWalletMoved(memberId: number): void {
  if (openUnits.size > 0) noted.push(memberId);
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
