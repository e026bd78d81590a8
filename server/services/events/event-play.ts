import type { Db } from '../../db/client.ts';
import type { EventName } from '../../db/schema/index.ts';
import { commitmentOf, drawPrize, newServerSeed } from './fair-draw.ts';
import { defaultClientSeed, type FairState } from './fair-seeds.ts';
import { forgetFair, guessFair, keepFair } from './fair-cache.ts';
import type { EventConfig } from './event-settings.ts';
import { drawsOfPlay, toRecord, type DrawRecord } from './event-history.ts';
import { readRound, roundTimes } from './event-rounds.ts';
import { callEventPlay, type PlayCall } from './event-play-call.ts';
import { encodePostings, house, walletOf } from '../money/ledger.ts';
import { serverDay } from '../../../domain/time/operator-time.ts';
import { stopRefusal } from '../member/responsible-play/stop-guard.ts';

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

/** A play whose fair state kept changing under it this many times is given up (500): it never happens in use. */
const FAIR_TRIES = 5;

/**
 * The draws of a play, one nonce each from `firstNonce` on: the function both the routes (through
 * `playEventAlone`) and the odds test use.
 */
export function drawMany(seeds: { serverSeed: string; clientSeed: string; firstNonce: number }, weights: readonly number[], times: number): { nonce: number; prizeIndex: number }[] {
  return Array.from({ length: times }, (_, i) => {
    const nonce = seeds.firstNonce + i;
    return { nonce, prizeIndex: drawPrize({ serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce, weights }).prizeIndex };
  });
}

/**
 * A member's first fair state, drawn from before it exists: `event_play` creates it with the play
 * (seedId 0 stands for "new"), so a refused first play leaves none behind, as before.
 */
function freshFair(memberId: number): FairState {
  const serverSeed = newServerSeed();
  return { memberId, seedId: 0, serverSeed, serverSeedHash: commitmentOf(serverSeed), clientSeed: defaultClientSeed(), nextNonce: 0 };
}

/** A claim's round as the call takes it, and the packets it may draw; a spin's `times` as asked. */
async function roundOf(db: Db, input: PlayInput): Promise<{ round: PlayCall['round']; times: number }> {
  if (input.roundId === undefined) return { round: null, times: input.times };
  const row = await readRound(db, input.memberId, input.roundId);
  if (!row) return { round: { id: input.roundId, state: 'missing' }, times: 0 };
  const { times, tooEarly } = roundTimes(row, input);
  return { round: { id: row.id, state: tooEarly ? 'too_early' : 'ok' }, times: tooEarly ? 0 : times };
}

/** The call of a play drawn from `fair`: its draws, its worst case for the budget, its payout. */
function callOf(input: PlayInput, fair: FairState, claim: { round: PlayCall['round']; times: number }): PlayCall {
  const { event, memberId, config } = input;
  const weights = config.prizes.map((p) => p.weight);
  const drawn = drawMany({ serverSeed: fair.serverSeed, clientSeed: fair.clientSeed, firstNonce: fair.nextNonce }, weights, claim.times);
  const draws = drawn.map(({ prizeIndex }) => {
    const prize = config.prizes[prizeIndex]!;
    return { prizeIndex, prizeId: prize.id, amountCents: prize.amountCents, label: prize.label };
  });
  const totalCents = draws.reduce((sum, d) => sum + d.amountCents, 0);
  const postings =
    totalCents > 0 ? encodePostings({ kind: 'bonus', memberId, postings: [{ account: house('events'), amountCents: -totalCents }, { account: walletOf(memberId), amountCents: totalCents }] }) : null;
  return {
    event,
    memberId,
    now: input.now,
    today: serverDay(input.now),
    requestKey: input.requestKey,
    dailyChances: config.setting.dailyChances,
    budgetCents: config.setting.dailyBudgetCents,
    worstCents: claim.times * Math.max(...config.prizes.map((p) => p.amountCents)),
    round: claim.round,
    fair,
    weights,
    draws,
    note: event === 'wheel' ? 'prize wheel' : `red-packet rain: ${draws.length} packets`,
    postings,
  };
}

/**
 * One wheel spin or rain round, all or nothing, in one statement of its own (`event_play`,
 * migration 0053; docs/architecture.md §6 "No hot rows"): the draws are computed here from the
 * member's fair state as it was last seen (fair-cache.ts) and the database takes them only under
 * that state's lock — else it answers the state it holds and the play is drawn again from it. Inside
 * the statement the stop, the chance (a rain round claimed once, its packets capped by its layout),
 * the payout from the house `events` account (one ledger transaction on the member's house stripe),
 * the draws, the nonce and last the day's budget are checked and written as before.
 */
export async function playEventAlone(db: Db, input: PlayInput): Promise<PlayResult> {
  const claim = await roundOf(db, input);
  let fair = (await guessFair(db, input.memberId)) ?? freshFair(input.memberId);
  for (let tries = 0; tries < FAIR_TRIES; tries += 1) {
    const call = callOf(input, fair, claim);
    const outcome = await callEventPlay(db, call);
    switch (outcome.status) {
      case 'played': {
        keepFair(db, { ...fair, seedId: outcome.seedId, nextNonce: outcome.nextNonce });
        const draws = call.draws.map((d, i) =>
          toRecord({ ...d, id: outcome.drawIds[i]!, createdAt: input.now, clientSeed: fair.clientSeed, nonce: fair.nextNonce + i, weights: call.weights, seedHash: fair.serverSeedHash, serverSeed: fair.serverSeed, revealedAt: null }),
        );
        return { draws, totalCents: outcome.totalCents, balanceCents: outcome.balanceCents, chancesLeft: outcome.chancesLeft };
      }
      case 'replayed':
        // A play already made under the request's key: its draws again, nothing drawn or paid twice.
        return { draws: await drawsOfPlay(db, outcome.playId), totalCents: outcome.totalCents, balanceCents: outcome.balanceCents, chancesLeft: outcome.chancesLeft };
      case 'stopped':
        throw stopRefusal({ code: outcome.stop, until: outcome.until });
      case 'stale':
        fair = outcome.fair;
        keepFair(db, fair);
        break;
      case 'no_fair':
        forgetFair(db, input.memberId);
        fair = freshFair(input.memberId);
        break;
    }
  }
  throw new Error(`member ${input.memberId}'s fair state changed ${FAIR_TRIES} times during one play`);
}
