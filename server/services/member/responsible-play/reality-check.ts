import { and, eq, gte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RealityCheckMinutes } from '../../../../domain/contracts/responsible-play-types.ts';
import type { RealitySession } from '../../../../domain/contracts/replies/responsible-stops.ts';
import type { Db } from '../../../db/client.ts';
import { authTokens, bets, memberLimits, recharges } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { fromCents } from '../../money/money.ts';

/** Stores the member's reality-check interval (0 = off), making their limits row if they have none. */
export async function setRealityCheck(db: Db, memberId: number, minutes: RealityCheckMinutes, now: Date): Promise<void> {
  await db
    .insert(memberLimits)
    .values({ memberId, realityCheckMinutes: minutes, updatedAt: now })
    .onConflictDoUpdate({ target: memberLimits.memberId, set: { realityCheckMinutes: minutes, updatedAt: now } });
}

const sumOf = (column: AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)`;

/**
 * The session a reality check speaks about: since the login of the token in use (its created_at),
 * the stakes and payouts of the member's bets settled since then, and the deposits approved since
 * then; the interval the member chose.
 */
export async function realitySession(db: Db, memberId: number, tokenHash: string): Promise<RealitySession> {
  const [token] = await db.select({ startedAt: authTokens.createdAt }).from(authTokens).where(eq(authTokens.tokenHash, tokenHash));
  if (!token) throw new AppError(401, 'unauthenticated');
  const since = token.startedAt;
  const [[limits], [played], [deposited]] = await Promise.all([
    db.select({ minutes: memberLimits.realityCheckMinutes }).from(memberLimits).where(eq(memberLimits.memberId, memberId)),
    db
      .select({ bets: sumOf(bets.stakeCents), wins: sumOf(bets.payoutCents) })
      .from(bets)
      .where(and(eq(bets.memberId, memberId), gte(bets.createdAt, since))),
    db
      .select({ total: sumOf(recharges.amountCents) })
      .from(recharges)
      .where(and(eq(recharges.memberId, memberId), eq(recharges.status, 'approved'), gte(recharges.decidedAt, since))),
  ]);
  const betCents = Number(played?.bets ?? 0);
  const winCents = Number(played?.wins ?? 0);
  return {
    // The column's CHECK (migration 0034) holds it to the four choices.
    minutes: (limits?.minutes ?? 0) as RealityCheckMinutes,
    started_at: since.toISOString(),
    bets: fromCents(betCents),
    wins: fromCents(winCents),
    deposits: fromCents(Number(deposited?.total ?? 0)),
    net: fromCents(winCents - betCents),
  };
}
