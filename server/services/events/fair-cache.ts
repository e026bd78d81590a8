import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fairMembers, fairSeeds } from '../../db/schema/index.ts';
import type { FairState } from './fair-seeds.ts';

/**
 * The fair state a member's next play is drawn from, kept between plays in this process so a play
 * is one round trip (docs/performance.md, "Event payouts"). Only a guess: `event_play`
 * (migration 0053) takes the play only when seed, client seed and nonce are the ones under the
 * member's lock, and otherwise answers the state it holds, from which the play is drawn again. So a
 * stale entry (another process played, a rotation, a new client seed) costs one round trip, never a
 * wrong draw. Kept per database handle (tests open many) and bounded.
 */
const MAX_MEMBERS = 20_000;
const byDatabase = new WeakMap<object, Map<number, FairState>>();

function entries(db: Db): Map<number, FairState> {
  let map = byDatabase.get(db);
  if (!map) byDatabase.set(db, (map = new Map()));
  return map;
}

/** Remembers a member's fair state (the newest last: the oldest go first when full). */
export function keepFair(db: Db, state: FairState): void {
  const map = entries(db);
  map.delete(state.memberId);
  map.set(state.memberId, state);
  if (map.size > MAX_MEMBERS) map.delete(map.keys().next().value!);
}

/** Forgets a member's fair state (their seed or client seed changed in this process). */
export function forgetFair(db: Db, memberId: number): void {
  byDatabase.get(db)?.delete(memberId);
}

/**
 * The member's fair state: kept, else read (one statement, no lock); null for a member who has none
 * yet (`event_play` checks their stop before `lockFair` creates it).
 */
export async function guessFair(db: Db, memberId: number): Promise<FairState | null> {
  const kept = byDatabase.get(db)?.get(memberId);
  if (kept) return kept;
  const [row] = await db
    .select({ clientSeed: fairMembers.clientSeed, nextNonce: fairMembers.nextNonce, seedId: fairSeeds.id, serverSeed: fairSeeds.serverSeed, serverSeedHash: fairSeeds.serverSeedHash })
    .from(fairMembers)
    .innerJoin(fairSeeds, and(eq(fairSeeds.memberId, fairMembers.memberId), isNull(fairSeeds.revealedAt)))
    .where(eq(fairMembers.memberId, memberId));
  if (!row) return null;
  const state = { memberId, ...row };
  keepFair(db, state);
  return state;
}

const turns = new WeakMap<object, Map<number, Promise<void>>>();

/**
 * Runs `play` after the member's plays already under way in this process: a play is drawn from the
 * nonce the previous one leaves, so two at once would have the second drawn from a stale guess,
 * refused by `event_play` and drawn again (a wasted statement; the bench's 200 members had half a
 * spin's statement more per spin). The database still orders them (the member's fair row lock);
 * this only keeps the guess right within one process.
 */
export async function inTurn<T>(db: Db, memberId: number, play: () => Promise<T>): Promise<T> {
  let map = turns.get(db);
  if (!map) turns.set(db, (map = new Map()));
  const mine = (map.get(memberId) ?? Promise.resolve()).then(play);
  const tail = mine.then(
    () => undefined,
    () => undefined,
  );
  map.set(memberId, tail);
  try {
    return await mine;
  } finally {
    if (map.get(memberId) === tail) map.delete(memberId);
  }
}
