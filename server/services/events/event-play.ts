import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventDraws, eventPlays, type EventName } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../errors.ts';
import { drawPrize } from './fair-draw.ts';
import { lockFair, advanceNonce } from './fair-seeds.ts';
import type { EventConfig } from './event-settings.ts';
import { drawsOfPlay, playsOn, toRecord, type DrawRecord } from './event-history.ts';
import { claimRound, roundsStarted } from './event-rounds.ts';
import { balanceOf, house, move, refuseReplayed, walletOf } from '../money/ledger.ts';
import { serverDay } from '../../../domain/time/operator-time.ts';
import { refuseIfStopped } from '../member/responsible-play/stop-guard.ts';

export interface PlayInput {
  event: EventName;
  memberId: number;
  /** Draws this play makes: 1 for a spin, the (capped) packets opened in a rain round. */
  times: number;
  now: Date;
  config: EventConfig;
  /** The request's Idempotency-Key (with member and route): a key plays once. */
  requestKey: string | undefined;
  /** The rain round this play claims (`/redbag/start` took its chance); `times` is capped by its layout. */
  roundId?: number;
}

export interface PlayResult {
  draws: DrawRecord[];
  totalCents: number;
  balanceCents: number;
  /** Chances the member has left today after this play. */
  chancesLeft: number;
}

/**
 * The draws of a play, one nonce each from `firstNonce` on: the function both the routes (through
 * `playEvent`) and the odds test use.
 */
export function drawMany(seeds: { serverSeed: string; clientSeed: string; firstNonce: number }, weights: readonly number[], times: number): { nonce: number; prizeIndex: number }[] {
  return Array.from({ length: times }, (_, i) => {
    const nonce = seeds.firstNonce + i;
    return { nonce, prizeIndex: drawPrize({ serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce, weights }).prizeIndex };
  });
}

/** Chances the member has used on a server day: rain rounds started, or wheel spins made. */
function chancesUsed(tx: Db, input: PlayInput, day: string): Promise<number> {
  return input.event === 'redbag' ? roundsStarted(tx, input.memberId, day) : playsOn(tx, input.memberId, input.event, day);
}

/** What a play may draw: a spin while the member has a chance today, a round's packets capped by its layout. */
async function admitChance(tx: Db, input: PlayInput): Promise<{ day: string; times: number; chancesLeft: number }> {
  const { setting } = input.config;
  const today = serverDay(input.now);
  if (input.roundId !== undefined) {
    const { round, times } = await claimRound(tx, { memberId: input.memberId, roundId: input.roundId, times: input.times, now: input.now });
    return { day: round.day, times, chancesLeft: Math.max(0, setting.dailyChances - (await chancesUsed(tx, input, today))) };
  }
  const used = await chancesUsed(tx, input, today);
  if (used >= setting.dailyChances) throw new AppError(409, 'no_chances');
  return { day: today, times: input.times, chancesLeft: setting.dailyChances - used - 1 };
}

/**
 * Counts a play's total in the day's budget, or refuses the play (409, its transaction rolls back)
 * when the budget cannot cover it at its worst: the largest prize every draw could give, so a
 * refusal never depends on luck. One conditional upsert, the play's last statement: the day's row
 * is locked from here to the commit only, not for the whole play (docs/architecture.md §6, "No hot
 * rows"), and concurrent plays never pass the budget.
 */
async function spendBudget(tx: Db, input: PlayInput, play: { id: number; day: string; times: number; totalCents: number; ledgerTransactionId: number | null }): Promise<void> {
  const { day, times, totalCents } = play;
  const { setting, prizes } = input.config;
  const worstCents = times * Math.max(...prizes.map((p) => p.amountCents));
  const budget = setting.dailyBudgetCents;
  // The play is linked to its ledger transaction in the same round trip.
  const result = await tx.execute(sql`
    WITH linked AS (UPDATE event_plays SET ledger_transaction_id = ${play.ledgerTransactionId}::bigint WHERE id = ${play.id} AND ${play.ledgerTransactionId}::bigint IS NOT NULL)
    INSERT INTO event_days AS d (event, day, spent_cents)
      SELECT ${input.event}, ${day}::date, ${totalCents}::bigint WHERE ${worstCents}::bigint <= ${budget}::bigint
    ON CONFLICT (event, day) DO UPDATE SET spent_cents = d.spent_cents + ${totalCents}::bigint
      WHERE d.spent_cents + ${worstCents}::bigint <= ${budget}::bigint
    RETURNING d.spent_cents`);
  // Both drivers answer `{ rows }`; the shared Db type leaves the raw result unknown.
  const [counted] = (result as unknown as { rows: unknown[] }).rows;
  if (!counted) throw new AppError(409, 'budget_spent');
}

/** A play already made under the request's key: its draws again, nothing drawn or paid twice. */
async function replay(tx: Db, input: PlayInput, play: typeof eventPlays.$inferSelect): Promise<PlayResult> {
  const used = await chancesUsed(tx, input, serverDay(input.now));
  return {
    draws: await drawsOfPlay(tx, play.id),
    totalCents: play.totalCents,
    balanceCents: await balanceOf(tx, walletOf(input.memberId)),
    chancesLeft: Math.max(0, input.config.setting.dailyChances - used),
  };
}

/** Credits a play's total from the house `events` account (one ledger transaction, on the member's house stripe). */
async function pay(tx: Db, input: PlayInput, play: { id: number; totalCents: number; draws: number }): Promise<{ balanceCents: number; transactionId: number }> {
  const { event, memberId } = input;
  const paid = await move(tx, {
    kind: 'bonus',
    memberId,
    from: house('events'),
    to: walletOf(memberId),
    amountCents: play.totalCents,
    ref: `event_play:${play.id}`,
    note: event === 'wheel' ? 'prize wheel' : `red-packet rain: ${play.draws} packets`,
    idempotencyKey: input.requestKey,
  }, { savepoint: false }); // any refusal fails the whole play
  // The play row holds the key, so a replay here means an earlier request's money: refused, rolled back.
  refuseReplayed(paid);
  return { balanceCents: paid.balancesAfter[1]!, transactionId: paid.transactionId };
}

/**
 * One wheel spin or rain round in `tx` (the caller's transaction), all or nothing: under the lock of
 * the member's fair row the chance is checked and taken (a rain round's was taken when it started;
 * the round is claimed once, its packets capped by its layout); each draw takes the next nonce and is
 * stored with everything needed to recompute it; the total is credited from the house `events`
 * account as one ledger transaction; last, the day's budget counts it or refuses the whole play.
 */
export async function playEvent(tx: Db, input: PlayInput): Promise<PlayResult> {
  const { event, memberId, now, config } = input;
  await refuseIfStopped(tx, memberId, now);
  const fair = await lockFair(tx, memberId, now);
  if (input.requestKey) {
    const [seen] = await tx.select().from(eventPlays).where(eq(eventPlays.requestKey, input.requestKey));
    if (seen) return replay(tx, input, seen);
  }
  const { day, times, chancesLeft } = await admitChance(tx, input);
  const weights = config.prizes.map((p) => p.weight);
  const drawn = drawMany({ serverSeed: fair.serverSeed, clientSeed: fair.clientSeed, firstNonce: fair.nextNonce }, weights, times);
  const totalCents = drawn.reduce((sum, d) => sum + config.prizes[d.prizeIndex]!.amountCents, 0);
  const [play] = await tx.insert(eventPlays).values({ event, memberId, day, totalCents, requestKey: input.requestKey, roundId: input.roundId, createdAt: now }).returning({ id: eventPlays.id });
  const rows = drawn.map(({ nonce, prizeIndex }) => {
    const prize = config.prizes[prizeIndex]!;
    return { playId: play!.id, event, memberId, seedId: fair.seedId, clientSeed: fair.clientSeed, nonce, weights, prizeIndex, prizeId: prize.id, label: prize.label, amountCents: prize.amountCents, createdAt: now };
  });
  const ids = rows.length > 0 ? await tx.insert(eventDraws).values(rows).returning({ id: eventDraws.id }) : [];
  await advanceNonce(tx, fair, rows.length);
  const paid = totalCents > 0 ? await pay(tx, input, { id: play!.id, totalCents, draws: rows.length }) : null;
  await spendBudget(tx, input, { id: play!.id, day, times, totalCents, ledgerTransactionId: paid?.transactionId ?? null });
  const balanceCents = paid ? paid.balanceCents : await balanceOf(tx, walletOf(memberId));
  const draws = rows.map((r, i) => toRecord({ ...r, id: ids[i]!.id, seedHash: fair.serverSeedHash, serverSeed: fair.serverSeed, revealedAt: null }));
  return { draws, totalCents, balanceCents, chancesLeft };
}

/** `POST /wheel/award`, `POST /activity/redbag`: `playEvent` in a transaction of its own. */
export function playEventAlone(db: Db, input: PlayInput): Promise<PlayResult> {
  return transact(db, (tx) => playEvent(tx, input));
}
