import type { Db } from '../../db/client.ts';
import type { EventName } from '../../db/schema/index.ts';
import { commitmentOf, drawPrize, newServerSeed } from './fair-draw.ts';
import { defaultClientSeed, type FairState } from './fair-seeds.ts';
import { forgetFair, guessFair, inTurn, keepFair } from './fair-cache.ts';
import type { EventConfig } from './event-settings.ts';
import { drawsOfPlay } from './event-history.ts';
import { roundTimes } from './event-rounds.ts';
import { knownRound } from './round-cache.ts';
import { callEventPlay, type PlayCall } from './event-play-call.ts';
import { encodePostings, house, walletOf } from '../money/ledger.ts';
import { serverDay } from '../../../domain/time/operator-time.ts';
import { stopRefusal } from '../member/responsible-play/stop-guard.ts';
import type { KeyToClaim } from '../money/keyed-post.ts';
import type { FairProof } from '../../../domain/contracts/replies/events.ts';

export interface PlayInput {
  event: EventName;
  memberId: number;
  /** Draws this play makes: 1 for a spin, the (capped) packets opened in a rain round. */
  times: number;
  now: Date;
  config: EventConfig;
  /** The request's Idempotency-Key, claimed in the play's own statement (null without one). */
  claim: KeyToClaim | null;
  /** The ledger's key of the request (plugins/idempotency.ts ledgerKeyOf): a key plays once. */
  requestKey: string | undefined;
  /** The rain round this play claims (`/redbag/start` took its chance); `times` is capped by its layout. */
  roundId?: number;
  /**
   * The route's reply to `play` as a template (keyed-answer.ts answerTemplate: the balance stamp's
   * slots, the centre wallet's for `money`, `chancesSlot` for `chances`), written before the call.
   */
  answer: (play: PlayedDraws) => string;
}

/** A draw as a reply shows it. */
export interface PlayedDraw {
  prizeIndex: number;
  prizeId: number | null;
  amountCents: number;
  fair: FairProof;
}

/** A play's draws, in order, and what they paid. */
export interface PlayedDraws {
  draws: PlayedDraw[];
  totalCents: number;
}

/**
 * What came of a play: `taken`, the key is another request's (nothing done: a duplicate);
 * `body`, the reply filled in, stored as the key's answer (announce it when `waited`); `replayed`, a
 * play made before under the ledger's key: its draws, wallet and chances, for the route to answer.
 */
export type PlayDone =
  | { taken: true }
  | { taken: false; body: string; waited: boolean }
  | { taken: false; replayed: PlayedDraws & { balanceCents: number; chancesLeft: number } };

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

/** The proof a reply carries with a draw (event-history.ts toRecord writes the same). */
const proofOf = (fair: FairState, nonce: number, weights: number[], prizeIndex: number): FairProof => ({
  server_seed_hash: fair.serverSeedHash,
  client_seed: fair.clientSeed,
  nonce,
  weights,
  prize_index: prizeIndex,
});

/** A claim's round as the call takes it, and the packets it may draw; a spin's `times` as asked. */
async function roundOf(db: Db, input: PlayInput): Promise<{ round: PlayCall['round']; times: number }> {
  if (input.roundId === undefined) return { round: null, times: input.times };
  const row = await knownRound(db, input.memberId, input.roundId);
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
    claim: input.claim,
    answer: input.answer({ draws: draws.map((d, i) => ({ prizeIndex: d.prizeIndex, prizeId: d.prizeId, amountCents: d.amountCents, fair: proofOf(fair, fair.nextNonce + i, weights, d.prizeIndex) })), totalCents }),
    fair,
    weights,
    draws,
    note: event === 'wheel' ? 'prize wheel' : `red-packet rain: ${draws.length} packets`,
    postings,
  };
}

/**
 * One wheel spin or rain round, all or nothing, in one statement of its own with the claim of the
 * request's Idempotency-Key and the store of its answer (`keyed_event_play`, migration 0055, around
 * `event_play`, 0053; docs/architecture.md §6 "No hot rows", docs/performance.md "Event payouts"):
 * the draws and the reply are computed here from the member's fair state as it was last seen
 * (fair-cache.ts) and the database takes them only under that state's lock — else it answers the
 * state it holds and the play is drawn again from it. Inside the statement the stop, the chance (a
 * rain round claimed once, its packets capped by its layout), the payout from the house `events`
 * account (one ledger transaction on the member's house stripe), the draws, the nonce and last the
 * day's budget are checked and written as before; a refusal rolls the key's claim back with it.
 */
export async function playEventAlone(db: Db, input: PlayInput): Promise<PlayDone> {
  const claim = await roundOf(db, input);
  return inTurn(db, input.memberId, () => playDrawn(db, input, claim));
}

/** `playEventAlone` once the claim's round is known, in the member's turn (fair-cache.ts). */
async function playDrawn(db: Db, input: PlayInput, claim: Awaited<ReturnType<typeof roundOf>>): Promise<PlayDone> {
  let fair = (await guessFair(db, input.memberId)) ?? freshFair(input.memberId);
  for (let tries = 0; tries < FAIR_TRIES; tries += 1) {
    const call = callOf(input, fair, claim);
    const outcome = await callEventPlay(db, call);
    switch (outcome.status) {
      case 'taken':
        return { taken: true };
      case 'played':
        keepFair(db, { ...fair, seedId: outcome.seedId, nextNonce: outcome.nextNonce });
        return { taken: false, body: outcome.body, waited: outcome.waited };
      case 'replayed': {
        // A play already made under the request's key: its draws again, nothing drawn or paid twice.
        const draws = (await drawsOfPlay(db, outcome.playId)).map((d) => ({ prizeIndex: d.row.prize_index, prizeId: d.prizeId, amountCents: d.amountCents, fair: d.row.fair }));
        return { taken: false, replayed: { draws, totalCents: outcome.totalCents, balanceCents: outcome.balanceCents, chancesLeft: outcome.chancesLeft } };
      }
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
