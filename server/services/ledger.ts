import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { ledgerEntries, members } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

export interface LedgerChange {
  memberId: number;
  /** Signed cents: positive credits the member, negative debits. */
  amountCents: number;
  /** What kind of movement (seed, deposit, withdrawal, rebate, bonus …). */
  kind: string;
  note?: string;
  /** A retried request with the same key changes nothing twice. */
  idempotencyKey?: string;
}

export interface LedgerResult {
  entryId: number;
  balanceAfterCents: number;
  /** True when the key had been used before and nothing changed now. */
  replayed: boolean;
}

/** The entry an idempotency key already wrote, as a replayed result; it must be the same change. */
async function replayOf(db: Db, change: LedgerChange & { idempotencyKey: string }): Promise<LedgerResult | null> {
  const [seen] = await db
    .select({ id: ledgerEntries.id, after: ledgerEntries.balanceAfterCents, memberId: ledgerEntries.memberId, amount: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, change.idempotencyKey));
  if (!seen) return null;
  if (seen.memberId !== change.memberId || seen.amount !== change.amountCents) throw new AppError(422, 'idempotency_key_reused');
  return { entryId: seen.id, balanceAfterCents: seen.after, replayed: true };
}

async function apply(tx: Db, change: LedgerChange): Promise<LedgerResult> {
  const [updated] = await tx
    .update(members)
    .set({ balanceCents: sql`${members.balanceCents} + ${change.amountCents}` })
    .where(and(eq(members.id, change.memberId), sql`${members.balanceCents} + ${change.amountCents} >= 0`))
    .returning({ balance: members.balanceCents });
  if (!updated) throw new AppError(422, 'insufficient_balance');
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      memberId: change.memberId,
      amountCents: change.amountCents,
      balanceAfterCents: updated.balance,
      kind: change.kind,
      note: change.note,
      idempotencyKey: change.idempotencyKey,
    })
    .returning({ id: ledgerEntries.id });
  return { entryId: entry!.id, balanceAfterCents: updated.balance, replayed: false };
}

/**
 * The one way to change a balance: the balance update and its ledger entry in one transaction
 * (a savepoint when `db` already is one). A change that would make the balance negative fails with
 * `insufficient_balance` and writes nothing. A key seen before replays its entry; a concurrent
 * change with the same key loses the race on the unique key, its balance update is rolled back
 * with its savepoint, and it replays the winner's entry: money moves once, never a 500.
 */
export async function postLedgerEntry(db: Db, change: LedgerChange): Promise<LedgerResult> {
  if (!Number.isSafeInteger(change.amountCents)) throw new RangeError('amountCents must be whole cents');
  const key = change.idempotencyKey;
  try {
    return await db.transaction(async (tx) => (key && (await replayOf(tx, { ...change, idempotencyKey: key }))) || apply(tx, change));
  } catch (error) {
    if (!key || !isUniqueViolation(error)) throw error;
    const replay = await replayOf(db, { ...change, idempotencyKey: key });
    if (!replay) throw error;
    return replay;
  }
}
