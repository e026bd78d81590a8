import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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

/**
 * The one way to change a balance: the balance update and its ledger entry in one transaction
 * (a savepoint when `db` already is one). A change that would make the balance negative fails with
 * `insufficient_balance` and writes nothing.
 */
export async function postLedgerEntry(db: Db, change: LedgerChange): Promise<LedgerResult> {
  if (!Number.isSafeInteger(change.amountCents)) throw new RangeError('amountCents must be whole cents');
  return db.transaction(async (tx) => {
    if (change.idempotencyKey) {
      const [seen] = await tx
        .select({ id: ledgerEntries.id, after: ledgerEntries.balanceAfterCents })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, change.idempotencyKey));
      if (seen) return { entryId: seen.id, balanceAfterCents: seen.after, replayed: true };
    }
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
  });
}
