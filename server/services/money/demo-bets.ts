import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bets } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { countBonusWagering } from './first-deposit-wagering.ts';
import { house, postTransaction, providerWalletOf, type Posting } from './ledger.ts';
import type { PlaySession } from './play-sessions.ts';
import { transact } from '../../db/transact.ts';
import { refuseIfRealityDue } from '../member/responsible-play/reality-due.ts';

/** The stakes the demo table offers: small bets, 1 to 100. */
export const STAKES_CENTS = [100, 500, 1000, 5000, 10_000] as const;

/**
 * The demo game's pay table, in hundredths of the stake, with its chance out of 10,000: lose 55 %,
 * double 40 %, triple 4.5 %, ten times 0.5 % (return to player 98.5 %). The server draws it with
 * crypto.randomInt; the page only shows the outcome.
 */
const payTable = [
  { upTo: 5500, times: 0 },
  { upTo: 9500, times: 200 },
  { upTo: 9950, times: 300 },
  { upTo: 10_000, times: 1000 },
] as const;

export function payoutFor(stakeCents: number, draw: number): number {
  const times = payTable.find((row) => draw < row.upTo)?.times ?? 0;
  return (stakeCents * times) / 100;
}

export interface PlacedBet {
  id: number;
  stakeCents: number;
  payoutCents: number;
  /** True when this form had been sent before: the first bet is shown, nothing new is placed. */
  replayed: boolean;
}

/** A bet to settle at once: who, where, how much, what it paid, and its one-time key. */
export interface SettledBet {
  memberId: number;
  apiName: string;
  gameCode: string | null;
  sessionId: number | null;
  stakeCents: number;
  payoutCents: number;
  betKey: string;
}

/**
 * Writes one settled bet: the bet row and one ledger transaction whose postings take the stake
 * from the member's provider wallet to the provider's house account and pay any win back, in one
 * database transaction, with the stake counted towards the member's first-deposit bonus requirement
 * in that same transaction. A key seen before replays that bet; a stake over the provider wallet fails
 * as a whole (insufficient_balance).
 */
export async function settleBet(db: Db, bet: SettledBet, now: Date): Promise<PlacedBet> {
  return transact(db, async (tx) => {
    const [row] = await tx.insert(bets).values({ ...bet, createdAt: now }).onConflictDoNothing().returning({ id: bets.id });
    if (!row) {
      const [first] = await tx.select().from(bets).where(eq(bets.betKey, bet.betKey));
      return { id: first!.id, stakeCents: first!.stakeCents, payoutCents: first!.payoutCents, replayed: true };
    }
    const wallet = providerWalletOf(bet.memberId, bet.apiName);
    const provider = house(`provider:${bet.apiName}`);
    const postings: Posting[] = [{ account: wallet, amountCents: -bet.stakeCents }, { account: provider, amountCents: bet.stakeCents }];
    if (bet.payoutCents > 0) postings.push({ account: provider, amountCents: -bet.payoutCents }, { account: wallet, amountCents: bet.payoutCents });
    const settled = await postTransaction(tx, { kind: 'bet', memberId: bet.memberId, postings, ref: `bet:${row.id}`, note: bet.apiName });
    await tx.update(bets).set({ ledgerTransactionId: settled.transactionId }).where(eq(bets.id, row.id));
    await countBonusWagering(tx, bet.memberId, bet.stakeCents);
    return { id: row.id, stakeCents: bet.stakeCents, payoutCents: bet.payoutCents, replayed: false };
  });
}

/**
 * A bet from the demo table: refused (403 reality_check_due) while the reality check of the login the
 * game was opened from waits for an answer; otherwise the server draws its outcome, then settles it.
 */
export async function placeBet(db: Db, session: PlaySession, stakeCents: number, formKey: string, now: Date): Promise<PlacedBet> {
  if (!(STAKES_CENTS as readonly number[]).includes(stakeCents)) throw new AppError(422, 'invalid_field', { field: 'stake' });
  await refuseIfRealityDue(db, session.authTokenHash, now);
  const payoutCents = payoutFor(stakeCents, randomInt(10_000));
  return settleBet(db, { memberId: session.memberId, apiName: session.apiName, gameCode: session.gameCode, sessionId: session.id, stakeCents, payoutCents, betKey: `${session.id}:${formKey}` }, now);
}

/** A bet of this table only (the page shows its outcome); null for another table's bet or none. */
export async function tableBet(db: Db, betId: number, sessionId: number): Promise<{ stakeCents: number; payoutCents: number } | null> {
  const [row] = await db.select({ stakeCents: bets.stakeCents, payoutCents: bets.payoutCents }).from(bets).where(and(eq(bets.id, betId), eq(bets.sessionId, sessionId)));
  return row ?? null;
}
/** A member's valid betting in cents: the stakes of their settled bets (docs/product.md §9 turnover). */
export async function validBettingCents(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${bets.stakeCents}), 0)` })
    .from(bets)
    .where(eq(bets.memberId, memberId));
  return Number(row?.total ?? 0);
}
