import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, type AccountKind } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { noteWalletMoved } from './balance-cache.ts';
import { transact } from '../db/transact.ts';

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
const keyOf = (ref: AccountRef) => `${ref.kind}:${memberIdOf(ref) ?? 0}:${codeOf(ref)}`;

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

/** The transaction a key already wrote, as a replay; it must be the same movement. */
async function replayOf(db: Db, input: LedgerTransactionInput, key: string): Promise<PostedTransaction | null> {
  const [seen] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
  if (!seen) return null;
  const entries = await db
    .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amountCents, after: ledgerEntries.balanceAfterCents })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, seen.id))
    .orderBy(asc(ledgerEntries.id));
  const same = seen.kind === input.kind && seen.memberId === input.memberId && entries.length === input.postings.length
    && entries.every((e, i) => e.amount === input.postings[i]!.amountCents);
  if (!same) throw new AppError(422, 'idempotency_key_reused');
  return { transactionId: seen.id, balancesAfter: entries.map((e) => e.after), replayed: true };
}

/** Creates missing accounts, then locks every account of the movement in id order (no deadlocks). */
async function lockAccounts(tx: Db, refs: AccountRef[]): Promise<Map<string, { id: number; balance: number }>> {
  // In one order for every caller, so two movements creating the same new accounts cannot deadlock.
  const distinct = [...new Map(refs.map((r) => [keyOf(r), r])).entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, r]) => r);
  await tx
    .insert(ledgerAccounts)
    .values(distinct.map((r) => ({ kind: r.kind as AccountKind, memberId: memberIdOf(r), code: codeOf(r) })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(or(...distinct.map(matches)))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return new Map(rows.map((a) => [keyOf({ kind: a.kind, memberId: a.memberId ?? 0, code: a.code } as AccountRef), { id: a.id, balance: a.balanceCents }]));
}

async function apply(tx: Db, input: LedgerTransactionInput): Promise<PostedTransaction> {
  const accounts = await lockAccounts(tx, input.postings.map((p) => p.account));
  const balancesAfter: number[] = [];
  for (const p of input.postings) {
    if (p.account.kind === 'wallet') noteWalletMoved(p.account.memberId);
    const account = accounts.get(keyOf(p.account))!;
    account.balance += p.amountCents;
    if (p.account.kind !== 'house' && account.balance < 0) throw new AppError(422, 'insufficient_balance');
    balancesAfter.push(account.balance);
  }
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({ kind: input.kind, memberId: input.memberId, ref: input.ref, note: input.note, idempotencyKey: input.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  const transactionId = row!.id;
  for (const account of new Set(accounts.values())) {
    await tx.update(ledgerAccounts).set({ balanceCents: account.balance }).where(eq(ledgerAccounts.id, account.id));
  }
  await tx.insert(ledgerEntries).values(
    input.postings.map((p, i) => ({
      transactionId,
      accountId: accounts.get(keyOf(p.account))!.id,
      amountCents: p.amountCents,
      balanceAfterCents: balancesAfter[i]!,
    })),
  );
  return { transactionId, balancesAfter, replayed: false };
}

/**
 * The one way money moves: a ledger transaction whose postings sum to zero, the account balances
 * and the entries in one database transaction (a savepoint when `db` already is one, so the
 * caller's business row commits or rolls back with it). A member account that would go below zero
 * fails the whole movement with `insufficient_balance` and writes nothing. A key seen before
 * replays its transaction; a concurrent call with the same key loses the race on the unique key,
 * is rolled back, and replays the winner's: money moves once, never a 500.
 */
export async function postTransaction(db: Db, input: LedgerTransactionInput): Promise<PostedTransaction> {
  checkShape(input);
  const key = input.idempotencyKey;
  try {
    return await transact(db, async (tx) => (key && (await replayOf(tx, input, key))) || apply(tx, input));
  } catch (error) {
    if (!key || !isUniqueViolation(error)) throw error;
    const replay = await replayOf(db, input, key);
    if (!replay) throw error;
    return replay;
  }
}

/** Moves `amountCents` (> 0) from one account to another: the common two-posting transaction. */
export function move(
  db: Db,
  movement: Omit<LedgerTransactionInput, 'postings'> & { from: AccountRef; to: AccountRef; amountCents: number },
): Promise<PostedTransaction> {
  const { from, to, amountCents, ...rest } = movement;
  if (!(amountCents > 0)) throw new RangeError(`a move needs a positive amount, not ${amountCents}`);
  return postTransaction(db, { ...rest, postings: [{ account: from, amountCents: -amountCents }, { account: to, amountCents }] });
}

/** An account's balance in cents; 0 for an account that has never moved. */
export async function balanceOf(db: Db, ref: AccountRef): Promise<number> {
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
