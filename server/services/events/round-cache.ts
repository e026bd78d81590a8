import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { redbagRounds } from '../../db/schema/index.ts';
import type { RoundRow } from './event-rounds.ts';

/**
 * The rain rounds this process dealt, kept so that their claim reads nothing before its one
 * statement (docs/performance.md, "Event payouts"). Exact, not a guess: a round's seed and times
 * never change once dealt, and whether it was claimed is checked under its lock by the claim itself
 * (`event_play`, migration 0053). A round dealt by another process, or forgotten, is read (one
 * statement). Kept per database handle (tests open many) and bounded.
 */
const MAX_ROUNDS = 20_000;
const byDatabase = new WeakMap<object, Map<number, RoundRow>>();

/** Remembers a round just dealt (the newest last: the oldest go first when full). */
export function keepRound(db: Db, round: RoundRow): void {
  let map = byDatabase.get(db);
  if (!map) byDatabase.set(db, (map = new Map()));
  map.set(round.id, round);
  if (map.size > MAX_ROUNDS) map.delete(map.keys().next().value!);
}

/** The member's round `roundId`: kept, else read (null when it is not the member's, or none). */
export async function knownRound(db: Db, memberId: number, roundId: number): Promise<RoundRow | null> {
  const kept = byDatabase.get(db)?.get(roundId);
  if (kept) return kept.memberId === memberId ? kept : null;
  return readRound(db, memberId, roundId);
}

/**
 * The member's round `roundId` (null when it is not the member's, or none), read without a lock: a
 * round's seed and times never change once dealt.
 */
async function readRound(db: Db, memberId: number, roundId: number): Promise<RoundRow | null> {
  const [round] = await db
    .select()
    .from(redbagRounds)
    .where(and(eq(redbagRounds.id, roundId), eq(redbagRounds.memberId, memberId)));
  return round ?? null;
}
