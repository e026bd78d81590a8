import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, yuebaoHoldings, yuebaoPlans } from '../../db/schema/index.ts';
import { balanceOf, house, postTransaction, type AccountRef, type LedgerTransactionInput } from './ledger.ts';
import { postMany } from './ledger-batch.ts';
import { addDays, serverDay } from '../../../domain/time/operator-time.ts';
import { transact } from '../../db/transact.ts';

/** A member's Yu-EBao ledger account for one plan: principal and the interest posted to it. */
export const yuebaoOf = (memberId: number, planId: number): AccountRef => ({ kind: 'yuebao', memberId, code: String(planId) });

export const nextDay = (day: string) => addDays(day, 1);
export const previousDay = (day: string) => addDays(day, -1);

/**
 * One day's interest in cents on `baseCents` at `ratePpm` parts per million a day.
 * Rounding rule: FLOOR to a whole cent, per member, per plan, per day; the fraction of a cent is
 * dropped, not carried to the next day, so the house never pays a cent not earned in full that day.
 * BigInt keeps the product exact whatever the balance.
 */
export function dailyInterest(baseCents: number, ratePpm: number): number {
  return Number((BigInt(baseCents) * BigInt(ratePpm)) / 1_000_000n);
}

export type HoldingRow = typeof yuebaoHoldings.$inferSelect;

/**
 * Posts the interest of every whole server day after `accruedThrough` and before `today`, one
 * ledger transaction a day (house `interest` → the holding), keyed per member, plan and day so a
 * day is paid once whoever posts it. The caller holds the holding row locked. A day's interest is
 * on the lowest balance held that day: the day of the latest put-in or take-out has its own low
 * (money put in starts earning the next day; money taken out earns nothing that day), every later
 * day held the account's balance, which grows by each day's interest (daily compounding).
 * Returns the holding's balance after.
 */
export async function postDueDays(tx: Db, holding: HoldingRow, ratePpm: number, today: string): Promise<number> {
  const balance = await postDays(tx, holding, ratePpm, today, await balanceOf(tx, yuebaoOf(holding.memberId, holding.planId)));
  if (nextDay(holding.accruedThrough) >= today) return balance;
  await tx
    .update(yuebaoHoldings)
    .set({ accruedThrough: previousDay(today) })
    .where(and(eq(yuebaoHoldings.memberId, holding.memberId), eq(yuebaoHoldings.planId, holding.planId)));
  return balance;
}

/** One day's interest of a holding: house `interest` → the holding, keyed per member, plan and day. */
function interestMovement(holding: HoldingRow, day: string, cents: number): LedgerTransactionInput {
  return {
    kind: 'interest',
    memberId: holding.memberId,
    postings: [
      { account: house('interest'), amountCents: -cents },
      { account: yuebaoOf(holding.memberId, holding.planId), amountCents: cents },
    ],
    ref: `yuebao:${holding.planId}:${day}`,
    note: `Yu-EBao interest ${day}`,
    idempotencyKey: `yuebao-interest:${holding.memberId}:${holding.planId}:${day}`,
  };
}

/** The ledger postings of `postDueDays`, from the holding's balance `balance`; leaves `accruedThrough` to the caller. */
async function postDays(tx: Db, holding: HoldingRow, ratePpm: number, today: string, balance: number): Promise<number> {
  const account = yuebaoOf(holding.memberId, holding.planId);
  for (let day = nextDay(holding.accruedThrough); day < today; day = nextDay(day)) {
    const cents = dailyInterest(day === holding.lowDay ? holding.lowCents : balance, ratePpm);
    if (cents === 0) continue;
    const posted = await postTransaction(tx, interestMovement(holding, day, cents));
    balance = posted.replayed ? await balanceOf(tx, account) : posted.balancesAfter[1]!;
  }
  return balance;
}

/** The holding row of a member in a plan, locked for the rest of the transaction; null when there is none. */
export async function lockHolding(tx: Db, memberId: number, planId: number): Promise<HoldingRow | null> {
  const [row] = await tx
    .select()
    .from(yuebaoHoldings)
    .where(and(eq(yuebaoHoldings.memberId, memberId), eq(yuebaoHoldings.planId, planId)))
    .for('update');
  return row ?? null;
}

/** Holdings one batch of the job brings up to date: one locking read and one update per batch. */
export const INTEREST_BATCH = 500;

interface DueHolding extends HoldingRow {
  ratePpm: number;
  balanceCents: number;
}

/**
 * The next `batchSize` holdings behind in key order after `after`, locked, each with its plan's
 * rate and its account's balance: one statement where a holding used to take three. A holding whose
 * member is putting in or taking out right now is waited for (that call holds it for milliseconds).
 */
async function lockDueBatch(tx: Db, through: string, after: readonly [number, number], memberId: number | undefined, batchSize: number): Promise<DueHolding[]> {
  const h = yuebaoHoldings;
  const rows = await tx
    .select({ holding: h, ratePpm: yuebaoPlans.dailyRatePpm, balanceCents: sql<string>`coalesce(${ledgerAccounts.balanceCents}, 0)` })
    .from(h)
    .innerJoin(yuebaoPlans, eq(yuebaoPlans.id, h.planId))
    .leftJoin(ledgerAccounts, and(eq(ledgerAccounts.kind, 'yuebao'), eq(ledgerAccounts.memberId, h.memberId), eq(ledgerAccounts.code, sql`${h.planId}::text`)))
    .where(and(lt(h.accruedThrough, through), sql`(${h.memberId}, ${h.planId}) > (${after[0]}, ${after[1]})`, memberId === undefined ? undefined : eq(h.memberId, memberId)))
    .orderBy(asc(h.memberId), asc(h.planId))
    .limit(batchSize)
    .for('update', { of: h });
  return rows.map((r) => ({ ...r.holding, ratePpm: r.ratePpm, balanceCents: Number(r.balanceCents) }));
}

/** The interest of a holding with yesterday alone due (the daily case), as one movement; null for none. */
function yesterdaysInterest(holding: DueHolding, through: string): LedgerTransactionInput | null {
  const cents = dailyInterest(through === holding.lowDay ? holding.lowCents : holding.balanceCents, holding.ratePpm);
  if (cents === 0) return null;
  return interestMovement(holding, through, cents);
}

/**
 * Posts one locked batch's due days and moves every holding's `accruedThrough` to `through`: the
 * daily case (yesterday alone due) as one statement for the batch, a holding further behind day by
 * day (each day compounds on the one before), then one update.
 */
async function accrueBatch(tx: Db, batch: readonly DueHolding[], today: string, through: string): Promise<void> {
  const daily: LedgerTransactionInput[] = [];
  for (const holding of batch) {
    if (nextDay(holding.accruedThrough) === through) {
      const movement = yesterdaysInterest(holding, through);
      if (movement) daily.push(movement);
    } else await postDays(tx, holding, holding.ratePpm, today, holding.balanceCents);
  }
  await postMany(tx, daily);
  // Two arrays, not a list of 500 row literals: one plan whatever the batch's size (such a list aborts PGlite).
  const memberIds = `{${batch.map((b) => b.memberId).join(',')}}`;
  const planIds = `{${batch.map((b) => b.planId).join(',')}}`;
  await tx
    .update(yuebaoHoldings)
    .set({ accruedThrough: through })
    .where(sql`(${yuebaoHoldings.memberId}, ${yuebaoHoldings.planId}) IN (SELECT * FROM unnest(${memberIds}::int[], ${planIds}::int[]))`);
}

/**
 * Posts every day's interest not yet posted up to `now` (the server day `now` falls on is not over
 * and is left for later), for every holding or one member's: the `yuebao-interest` job's work
 * (server/jobs/), never a request's. Holdings go in batches of `INTEREST_BATCH` in key order, each
 * batch locked by one statement and committed in its own transaction (a savepoint when `db` is a
 * transaction; the job gives it the pool, so no lock outlives its batch). Safe to call
 * any number of times and at once: the row locks and the per-day keys post each day exactly once.
 * Returns the holdings brought up to date.
 */
export async function accrueInterest(db: Db, now: Date, memberId?: number, batchSize = INTEREST_BATCH): Promise<number> {
  const today = serverDay(now);
  const through = previousDay(today);
  let after: readonly [number, number] = [0, 0];
  let done = 0;
  for (;;) {
    const batch = await transact(db, async (tx) => {
      const due = await lockDueBatch(tx, through, after, memberId, batchSize);
      if (due.length > 0) await accrueBatch(tx, due, today, through);
      return due;
    });
    done += batch.length;
    if (batch.length < batchSize) return done;
    const last = batch[batch.length - 1]!;
    after = [last.memberId, last.planId];
  }
}
