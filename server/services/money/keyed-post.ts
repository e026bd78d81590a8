import type { Db } from '../../db/client.ts';
import { runNamed, type NamedStatement } from '../../db/named-statement.ts';
import { statement } from '../../db/transact.ts';
import { timePosting } from '../../metrics/ledger-metrics.ts';
import { stopIn, stopRefusal } from '../member/responsible-play/stop-guard.ts';
import { noteWalletMoved } from './balance-cache.ts';
import { encodePostings, refusalOf, type LedgerTransactionInput, type PostedTransaction } from './ledger.ts';

/** An Idempotency-Key to claim with the movement (server/plugins/idempotency.ts). */
export interface KeyToClaim {
  memberId: number;
  key: string;
  /** `METHOD path`, as the claim row stores it. */
  target: string;
  requestHash: string;
}

export interface KeyedPostInput {
  /** Null without an Idempotency-Key: nothing is claimed. */
  claim: KeyToClaim | null;
  now: Date;
  /** Closed during a time-out or self-exclusion (money into a game); read under the member's row lock. */
  stopGuard: boolean;
  /** Its `memberId` is the member whose key is claimed and whose balances fill in the reply. */
  movement: LedgerTransactionInput;
  /** The reply as a template (keyed-answer.ts), filled in and, with a claim, stored as its answer by the statement. */
  answer: string;
}

/** The key was another request's: nothing moved (the caller replays or waits as for any duplicate). */
export type KeyedPost =
  | { taken: true }
  | {
      taken: false;
      posted: PostedTransaction;
      /** The `answer` filled in (null on a ledger replay, which the caller refuses); stored as the key's 200 answer when a key was claimed. */
      body: string | null;
      /** A duplicate waits for that stored answer: announce it (plugins/idempotency.ts). */
      waited: boolean;
    };

interface Row {
  o_outcome: 'taken' | 'stopped' | 'posted';
  o_excluded_until: Date | string | null;
  o_time_out_until: Date | string | null;
  o_transaction_id: string | number | null;
  o_balances: (string | number)[] | null;
  o_replayed: boolean | null;
  o_body: string | null;
  o_waited: boolean | null;
}

const keyedLedgerPost: NamedStatement = {
  name: 'keyed_ledger_post',
  text: `SELECT o_outcome, o_excluded_until, o_time_out_until, o_transaction_id, o_balances, o_replayed, o_body, o_waited
    FROM keyed_ledger_post($1::int, $2, $3, $4, $5::timestamptz, $6::boolean, $7, $8, $9, $10, $11::jsonb, $12)`,
};

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * A member's keyed movement in one statement and one transaction (migrations/0052_one_call_transfer.sql,
 * 0054_one_trip_transfer.sql, docs/performance.md "Where a transfer's time goes"): the Idempotency-Key
 * claimed, the stops checked, `ledger_post` called, and the reply (`answer`) filled in with the
 * balances and their version as they stand when it commits (as plugins/balance-reply.ts stamps a
 * reply) and stored as the key's answer. A refusal (insufficient balance, a running stop) rolls the
 * claim back with it, so the key is free for a new try, as when the claim was its own statement.
 * The ledger's guarantees are `ledger_post`'s (postTransaction in ledger.ts). Outside a transaction
 * only: it is one, and its statement is prepared once per connection.
 */
export async function keyedPost(db: Db, input: KeyedPostInput): Promise<KeyedPost> {
  const { movement, claim } = input;
  const memberId = movement.memberId;
  if (memberId === null) throw new RangeError('a keyed movement is a member\'s');
  const postings = encodePostings(movement);
  const values = [
    memberId,
    claim?.key ?? null,
    claim?.target ?? null,
    claim?.requestHash ?? null,
    input.now.toISOString(),
    input.stopGuard,
    movement.kind,
    movement.ref ?? null,
    movement.note ?? null,
    movement.idempotencyKey ?? null,
    postings,
    input.answer,
  ];
  const done = timePosting(movement.kind);
  let row: Row;
  try {
    row = (
      await statement(db, async (run) => {
        for (const p of movement.postings) if (p.account.kind !== 'house') noteWalletMoved(p.account.memberId);
        return runNamed<Row>(run, keyedLedgerPost, values);
      })
    )[0]!;
  } catch (error) {
    const refusal = refusalOf(error);
    done(refusal ? 'refused' : 'failed');
    throw refusal ?? error;
  }
  if (row.o_outcome === 'taken') return { taken: true };
  if (row.o_outcome === 'stopped') {
    const stop = stopIn({ excludedUntil: dateOf(row.o_excluded_until), timeOutUntil: dateOf(row.o_time_out_until) }, input.now);
    throw stopRefusal(stop!);
  }
  const posted = { transactionId: Number(row.o_transaction_id), balancesAfter: row.o_balances!.map(Number), replayed: row.o_replayed === true };
  done(posted.replayed ? 'replayed' : 'posted');
  return { taken: false, posted, body: row.o_body, waited: row.o_waited === true };
}
