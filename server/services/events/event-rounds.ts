import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { COUNTDOWN_MS, packetsEnteredUnder, ROUND_MODEL_VERSION } from '../../../domain/red-packet-round/round-model.ts';
import type { Db } from '../../db/client.ts';
import { redbagRoundDays, redbagRounds } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../errors.ts';
import type { SettingRow } from './event-settings.ts';
import { serverDay } from '../../../domain/time/operator-time.ts';
import { refuseIfStopped } from '../member/responsible-play/stop-guard.ts';
import { keepRound } from './round-cache.ts';

export type RoundRow = typeof redbagRounds.$inferSelect;

/**
 * A page draws a frame's step late or early by up to the ticker's longest step (100 ms); the
 * claim's layout is read that much later, so a page's honest count is never above it.
 */
const FRAME_GRACE_MS = 100;

/** Rounds the member has started on a server day. */
export async function roundsStarted(db: Db, memberId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ started: redbagRoundDays.started })
    .from(redbagRoundDays)
    .where(and(eq(redbagRoundDays.memberId, memberId), eq(redbagRoundDays.day, day)));
  return row?.started ?? 0;
}

interface RoundStart {
  memberId: number;
  now: Date;
  setting: SettingRow;
}

interface StartedRound {
  round: RoundRow;
  chancesLeft: number;
}

/**
 * Deals a round in `tx`: one of the member's rounds of the server day is taken by one conditional
 * upsert (concurrent starts never pass the day's rounds), then the round gets a fresh seed, its
 * rain starting after the lobby's countdown. Returns the round and the rounds left today.
 */
export async function startRound(tx: Db, input: RoundStart): Promise<StartedRound> {
  const { memberId, now, setting } = input;
  const day = serverDay(now);
  await refuseIfStopped(tx, memberId, now);
  if (setting.dailyChances <= 0) throw new AppError(409, 'no_chances');
  const [taken] = await tx
    .insert(redbagRoundDays)
    .values({ memberId, day, started: 1 })
    .onConflictDoUpdate({
      target: [redbagRoundDays.memberId, redbagRoundDays.day],
      set: { started: sql`${redbagRoundDays.started} + 1` },
      setWhere: sql`${redbagRoundDays.started} < ${setting.dailyChances}::int`,
    })
    .returning({ started: redbagRoundDays.started });
  if (!taken) throw new AppError(409, 'no_chances');
  const startsAt = new Date(now.getTime() + COUNTDOWN_MS);
  const [round] = await tx
    .insert(redbagRounds)
    .values({ memberId, day, seed: randomInt(0, 2 ** 32), modelVersion: ROUND_MODEL_VERSION, startsAt, endsAt: new Date(startsAt.getTime() + setting.roundSeconds * 1000), createdAt: now })
    .returning();
  return { round: round!, chancesLeft: setting.dailyChances - taken.started };
}

/**
 * `POST /redbag/start`: `startRound` in a transaction of its own; the round, once committed, is kept
 * for its claim (round-cache.ts).
 */
export async function startRedbagRound(db: Db, input: RoundStart): Promise<StartedRound> {
  const started = await transact(db, (tx) => startRound(tx, input));
  keepRound(db, started.round);
  return started;
}

/**
 * What a claim of `round` at `now` may draw: the packets its rain had let onto the stage by then (by
 * its end at the latest) cap the `times` asked for; `tooEarly` when the claim asks for some while
 * the first packet cannot have been opened yet (refused, 409, nothing written).
 */
export function roundTimes(round: RoundRow, input: { times: number; now: Date }): { times: number; tooEarly: boolean } {
  const until = Math.min(input.now.getTime(), round.endsAt.getTime()) + FRAME_GRACE_MS;
  const entered = packetsEnteredUnder(round.modelVersion, round.seed, (until - round.startsAt.getTime()) / 1000);
  return { times: Math.min(input.times, entered), tooEarly: input.times > 0 && entered === 0 };
}
