import type { Db } from '../../db/client.ts';
import { runNamed, type NamedStatement } from '../../db/named-statement.ts';
import { statement } from '../../db/transact.ts';
import type { EventName, Localized } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { MessageKey } from '../../i18n/translate.ts';
import { timePosting } from '../../metrics/ledger-metrics.ts';
import { noteWalletMoved } from '../money/balance-cache.ts';
import type { StopCode } from '../../../domain/contracts/responsible-play-types.ts';
import type { KeyToClaim } from '../money/keyed-post.ts';
import type { FairState } from './fair-seeds.ts';

/**
 * A play as `keyed_event_play` (migration 0055) takes it: the Idempotency-Key to claim, `event_play`'s
 * arguments (migration 0053; the draws already computed from `fair`) and the reply as a template.
 */
export interface PlayCall {
  /** The request's Idempotency-Key, claimed in the play's statement; null without one. */
  claim: KeyToClaim | null;
  /** The reply with the slots of keyed-answer.ts and `chancesSlot`, filled in and stored as the key's answer when played. */
  answer: string;
  event: EventName;
  memberId: number;
  now: Date;
  today: string;
  requestKey: string | undefined;
  dailyChances: number;
  budgetCents: number;
  worstCents: number;
  /** A claim's round and what the server could tell of it before the call; null for a spin. */
  round: { id: number; state: 'missing' | 'too_early' | 'ok' } | null;
  fair: FairState;
  weights: number[];
  draws: { prizeIndex: number; prizeId: number; amountCents: number; label: Localized }[];
  note: string;
  /** The payout as `ledger_post` takes it (encodePostings), null when the play wins nothing. */
  postings: string | null;
}

/** What the call came to (see the migration's header). */
export type PlayOutcome =
  | { status: 'taken' }
  | { status: 'played'; seedId: number; playId: number; nextNonce: number; body: string; waited: boolean }
  | { status: 'replayed'; playId: number; totalCents: number; balanceCents: number; chancesLeft: number }
  | { status: 'stopped'; stop: StopCode; until: Date }
  | { status: 'stale'; fair: FairState }
  | { status: 'no_fair' };

interface Row {
  o_status: PlayOutcome['status'];
  o_stop: StopCode | null;
  o_until: Date | string | null;
  o_seed_id: number | null;
  o_server_seed: string | null;
  o_seed_hash: string | null;
  o_client_seed: string | null;
  o_next_nonce: string | number | null;
  o_play_id: number | null;
  o_total: string | number | null;
  o_balance: string | number | null;
  o_chances_left: number | null;
  o_body: string | null;
  o_waited: boolean | null;
}

const keyedEventPlay: NamedStatement = {
  name: 'keyed_event_play',
  // The answers the server reads (not o_draw_ids: a reply shows no draw's id).
  text: `SELECT o_status, o_stop, o_until, o_seed_id, o_server_seed, o_seed_hash, o_client_seed, o_next_nonce, o_play_id, o_total, o_balance,
    o_chances_left, o_body, o_waited FROM keyed_event_play($1, $2, $3, $4, $5::int, $6::timestamptz, $7::date, $8, $9::int, $10::bigint, $11::bigint,
    $12::int, $13, $14::int, $15, $16, $17::bigint, $18::jsonb, $19::jsonb, $20, $21::jsonb, $22)`,
};

/** The slot of the member's chances left (a number), filled in by `keyed_event_play`. */
export const chancesSlot = '\u0001chances';

/** The function's refusals (SQLSTATE) and ledger_post's, as the user reads them. */
const refusals: Record<string, [number, MessageKey]> = {
  EV001: [409, 'no_chances'],
  EV002: [409, 'budget_spent'],
  EV003: [409, 'redbag_no_round'],
  EV004: [409, 'redbag_round_claimed'],
  EV005: [409, 'redbag_too_early'],
  EV006: [422, 'idempotency_key_spent'],
  LG001: [422, 'insufficient_balance'],
  LG002: [422, 'idempotency_key_reused'],
};

/** Refusals raised before the payout's ledger_post was called: not counted as postings. */
const beforePosting = new Set(['EV001', 'EV003', 'EV004', 'EV005']);

function refusalCodeOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = String((e as { code?: unknown }).code);
    if (code in refusals) return code;
  }
  return null;
}

function outcomeOf(row: Row, call: PlayCall): PlayOutcome {
  const n = (v: string | number | null) => Number(v ?? 0);
  switch (row.o_status) {
    case 'taken':
      return { status: 'taken' };
    case 'played':
      return { status: 'played', seedId: row.o_seed_id!, playId: row.o_play_id!, nextNonce: n(row.o_next_nonce), body: row.o_body!, waited: row.o_waited === true };
    case 'replayed':
      return { status: 'replayed', playId: row.o_play_id!, totalCents: n(row.o_total), balanceCents: n(row.o_balance), chancesLeft: row.o_chances_left! };
    case 'stopped':
      return { status: 'stopped', stop: row.o_stop!, until: new Date(row.o_until!) };
    case 'stale':
      return {
        status: 'stale',
        fair: { memberId: call.memberId, seedId: row.o_seed_id!, serverSeed: row.o_server_seed!, serverSeedHash: row.o_seed_hash!, clientSeed: row.o_client_seed!, nextNonce: n(row.o_next_nonce) },
      };
    default:
      return { status: 'no_fair' };
  }
}

/**
 * One call of `keyed_event_play`: a transaction of its own, one round trip (retried as `statement`
 * retries a deadlock). The payout is counted in lobby_ledger_postings_total like any ledger_post.
 */
export async function callEventPlay(db: Db, call: PlayCall): Promise<PlayOutcome> {
  const { fair, claim } = call;
  const values = [
    claim?.key ?? null, claim?.target ?? null, claim?.requestHash ?? null,
    call.event, call.memberId, call.now.toISOString(), call.today, call.requestKey ?? null, call.dailyChances, call.budgetCents, call.worstCents,
    call.round?.id ?? null, call.round?.state ?? null, fair.seedId === 0 ? null : fair.seedId, fair.serverSeed, fair.clientSeed, fair.nextNonce,
    JSON.stringify(call.weights), JSON.stringify(call.draws.map((d) => [d.prizeIndex, d.prizeId, d.amountCents, d.label])), call.note, call.postings,
    call.answer,
  ];
  const done = call.postings ? timePosting('bonus') : null;
  try {
    const [row] = await statement(db, (run) => {
      if (call.postings) noteWalletMoved(call.memberId);
      return runNamed<Row>(run, keyedEventPlay, values);
    });
    const outcome = outcomeOf(row!, call);
    // Only a play taken went through ledger_post; the other answers moved nothing.
    if (outcome.status === 'played') done?.('posted');
    return outcome;
  } catch (error) {
    const code = refusalCodeOf(error);
    if (!code) done?.('failed');
    else if (!beforePosting.has(code)) done?.('refused');
    if (!code) throw error;
    const [status, key] = refusals[code]!;
    throw new AppError(status, key);
  }
}
