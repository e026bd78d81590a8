import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, type AccountKind } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { MessageKey } from '../../i18n/translate.ts';
import { noteWalletMoved } from './balance-cache.ts';
import { runNamed, type NamedStatement } from '../../db/named-statement.ts';
import { inTransaction, statement } from '../../db/transact.ts';
import { timePosting } from '../../metrics/ledger-metrics.ts';

/** House accounts: the other side of member movements; they may go below zero. */
export type HouseAccount = 'opening' | 'deposits' | 'payouts' | 'bonuses' | 'rebates' | 'interest' | 'adjustments' | 'events' | `provider:${string}`;

export type AccountRef =
  | { kind: 'wallet' | 'held'; memberId: number }
  | { kind: 'provider' | 'yuebao'; memberId: number; code: string }
  | { kind: 'house'; code: HouseAccount };

export const walletOf = (memberId: number): AccountRef => ({ kind: 'wallet', memberId });
export const heldOf = (memberId: number): AccountRef => ({ kind: 'held', memberId });
export const providerWalletOf = (memberId: number, apiCode: string): AccountRef => ({ kind: 'provider', memberId, code: apiCode });
export const house = (code: HouseAccount): AccountRef => ({ kind: 'house', code });

export interface Posting {
  account: AccountRef;
  /** Signed cents: positive credits the account, negative debits it. */
  amountCents: number;
}

export interface LedgerTransactionInput {
  /** What kind of movement: deposit, withdrawal, transfer, bet, rebate, bonus, interest, opening … */
  kind: string;
  /** The member the movement is for (null for house-only movements). */
  memberId: number | null;
  /** Two or more postings that sum to zero. */
  postings: Posting[];
  /** The business row it belongs to, e.g. `recharge:12`. */
  ref?: string;
  note?: string;
  /** A retried call with the same key changes nothing twice. */
  idempotencyKey?: string;
}

export interface PostedTransaction {
  transactionId: number;
  /** Each posting's account balance right after it, in the order given. */
  balancesAfter: number[];
  /** True when the key had been used before and nothing changed now. */
  replayed: boolean;
}

const memberIdOf = (ref: AccountRef) => (ref.kind === 'house' ? null : ref.memberId);
const codeOf = (ref: AccountRef) => ('code' in ref ? ref.code : '');

function matches(ref: AccountRef) {
  const memberId = memberIdOf(ref);
  return and(
    eq(ledgerAccounts.kind, ref.kind as AccountKind),
    memberId === null ? isNull(ledgerAccounts.memberId) : eq(ledgerAccounts.memberId, memberId),
    eq(ledgerAccounts.code, codeOf(ref)),
  );
}

function checkShape(input: LedgerTransactionInput): void {
  const { postings } = input;
  if (postings.length < 2) throw new RangeError('a ledger transaction needs two or more postings');
  let sum = 0;
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amountCents) || p.amountCents === 0) throw new RangeError(`not a whole, non-zero number of cents: ${p.amountCents}`);
    sum += p.amountCents;
  }
  if (sum !== 0) throw new RangeError(`postings sum to ${sum}, not zero`);
}

/**
 * House sub-accounts per house account (docs/architecture.md §6, "No hot rows"): a member's movement
 * posts its house side to sub-account `<code>#<member id mod HOUSE_STRIPES>`, so unrelated members'
 * payouts, interest and bets lock different rows; a house-only movement posts to `<code>` itself.
 * A house account's balance is the sum of the two (`balanceOf`).
 */
export const HOUSE_STRIPES = 64;

/** The ledger code a posting lands on: a house account's stripe for a member's movement. */
function postedCode(ref: AccountRef, memberId: number | null): string {
  return ref.kind === 'house' && memberId !== null ? `${ref.code}#${memberId % HOUSE_STRIPES}` : codeOf(ref);
}

/** A movement's postings checked and written as `ledger_post` takes them: `[[kind, member id or null, code, signed cents], …]`. */
export function encodePostings(input: LedgerTransactionInput): string {
  checkShape(input);
  return JSON.stringify(input.postings.map((p) => [p.account.kind, memberIdOf(p.account), postedCode(p.account, input.memberId), p.amountCents]));
}

/** What `ledger_post` (migrations/0031_ledger_post.sql) raises for a refused movement. */
const refusals: Record<string, MessageKey> = { LG001: 'insufficient_balance', LG002: 'idempotency_key_reused' };

/** The refusal behind a driver error (Drizzle puts the driver's error in `cause`), as the AppError callers expect. */
export function refusalOf(error: unknown): AppError | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const key = refusals[String((e as { code?: unknown }).code)];
    if (key) return new AppError(422, key);
  }
  return null;
}

interface PostedRow {
  o_transaction_id: string | number | bigint;
  o_balances: (string | number | bigint)[];
  o_replayed: boolean;
}

/**
 * The one way money moves: a ledger transaction whose postings sum to zero, the account balances
 * and the entries written by one call of the database function `ledger_post`, a transaction of its
 * own (a savepoint when `db` already is a transaction, so the caller's business row commits or
 * rolls back with it). A member account that would go below zero fails the whole movement with
 * `insufficient_balance` and writes nothing. A key seen before replays its transaction; a
 * concurrent call with the same key waits for the winner's locks and replays its transaction:
 * money moves once, never a 500.
 */
export async function postTransaction(db: Db, input: LedgerTransactionInput, options: PostOptions = {}): Promise<PostedTransaction> {
  const postings = encodePostings(input);
  const values = [input.kind, input.memberId, input.ref ?? null, input.note ?? null, input.idempotencyKey ?? null, postings] as const;
  const post = async (run: Db) => {
    for (const p of input.postings) if (p.account.kind !== 'house') noteWalletMoved(p.account.memberId);
    const [row] = inTransaction(run) ? await postIn(run, values) : await runNamed<PostedRow>(run, ledgerPost, [...values]);
    return { transactionId: Number(row!.o_transaction_id), balancesAfter: row!.o_balances.map(Number), replayed: row!.o_replayed };
  };
  // lobby_ledger_postings_total and lobby_ledger_post_seconds (server/metrics/ledger-metrics.ts).
  const done = timePosting(input.kind);
  try {
    const posted = options.savepoint === false && inTransaction(db) ? await post(db) : await statement(db, post);
    done(posted.replayed ? 'replayed' : 'posted');
    return posted;
  } catch (error) {
    const refusal = refusalOf(error);
    done(refusal ? 'refused' : 'failed');
    throw refusal ?? error;
  }
}

export interface PostOptions {
  /**
   * false: inside a transaction, no savepoint around the call (two round trips fewer); for a caller
   * whose whole transaction fails with any refusal (it never catches one and goes on).
   */
  savepoint?: boolean;
}

const ledgerPost: NamedStatement = {
  name: 'ledger_post',
  text: 'SELECT o_transaction_id, o_balances, o_replayed FROM ledger_post($1, $2::int, $3, $4, $5, $6::jsonb)',
};

/** The same call inside a caller's transaction, through its handle (in the savepoint `statement` opened). */
async function postIn(tx: Db, [kind, memberId, ref, note, key, postings]: readonly unknown[]): Promise<PostedRow[]> {
  const result = await tx.execute(sql`SELECT o_transaction_id, o_balances, o_replayed FROM ledger_post(${kind}, ${memberId}::int, ${ref}, ${note}, ${key}, ${postings}::jsonb)`);
  // Both drivers answer `{ rows }`; the shared Db type leaves the raw result unknown.
  return (result as unknown as { rows: PostedRow[] }).rows;
}

/**
 * For a movement keyed by a member's request (`ledgerKeyOf`): a replay means the key already moved
 * money for an earlier request, so whatever this transaction wrote around it (rebates marked
 * collected, a claim, a play) would be marked paid with nothing paid, and the balances answered would
 * be the earlier ones. Refused (422, the key is spent), which rolls the caller's transaction back.
 */
export function refuseReplayed(posted: PostedTransaction): PostedTransaction {
  if (posted.replayed) throw new AppError(422, 'idempotency_key_spent');
  return posted;
}

/** Moves `amountCents` (> 0) from one account to another: the common two-posting transaction. */
export function move(
  db: Db,
  movement: Omit<LedgerTransactionInput, 'postings'> & { from: AccountRef; to: AccountRef; amountCents: number },
  options: PostOptions = {},
): Promise<PostedTransaction> {
  const { from, to, amountCents, ...rest } = movement;
  if (!(amountCents > 0)) throw new RangeError(`a move needs a positive amount, not ${amountCents}`);
  return postTransaction(db, { ...rest, postings: [{ account: from, amountCents: -amountCents }, { account: to, amountCents }] }, options);
}

/** An account's balance in cents; 0 for an account that has never moved. A house account's sums its sub-accounts. */
export async function balanceOf(db: Db, ref: AccountRef): Promise<number> {
  if (ref.kind === 'house') {
    const [sum] = await db
      .select({ balance: sql<string>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)` })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'house'), sql`split_part(${ledgerAccounts.code}, '#', 1) = ${ref.code}`));
    return Number(sum?.balance ?? 0);
  }
  const [row] = await db.select({ balance: ledgerAccounts.balanceCents }).from(ledgerAccounts).where(matches(ref));
  return row?.balance ?? 0;
}

/** Balances of a member's accounts of one kind, by code (provider wallets by api_code, Yu-EBao by plan). */
export async function memberBalances(db: Db, memberId: number, kind: 'provider' | 'yuebao'): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: ledgerAccounts.code, balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, kind)));
  return new Map(rows.map((r) => [r.code, r.balance]));
}

/** Sum of every account and every entry: both are zero while the books balance. */
export async function ledgerTotals(db: Db): Promise<{ accounts: number; entries: number; negativeMemberAccounts: number }> {
  const [a] = await db
    .select({
      total: sql<string>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)`,
      negative: sql<string>`count(*) filter (where ${ledgerAccounts.kind} <> 'house' and ${ledgerAccounts.balanceCents} < 0)`,
    })
    .from(ledgerAccounts);
  const [e] = await db.select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` }).from(ledgerEntries);
  return { accounts: Number(a?.total ?? 0), entries: Number(e?.total ?? 0), negativeMemberAccounts: Number(a?.negative ?? 0) };
}
