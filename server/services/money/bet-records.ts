import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BetRecordReply } from '../../../domain/contracts/replies/games.ts';
import type { Db } from '../../db/client.ts';
import { bets, gameProviders } from '../../db/schema/index.ts';
import { fromCents } from './money.ts';

export interface BetRecordQuery {
  /** Only bets at this provider; all when absent. */
  apiCode?: string;
  page: number;
  limit: number;
}

/** One page of a member's bets, newest first, with the count and sums over every bet of the filter. */
export async function betRecords(db: Db, memberId: number, { apiCode, page, limit }: BetRecordQuery): Promise<BetRecordReply> {
  const conditions: SQL[] = [eq(bets.memberId, memberId)];
  if (apiCode) conditions.push(eq(bets.apiName, apiCode));
  const where = and(...conditions);
  const [rows, [sums]] = await Promise.all([
    db
      .select({ bet: bets, title: gameProviders.title })
      .from(bets)
      .innerJoin(gameProviders, eq(gameProviders.apiName, bets.apiName))
      .where(where)
      .orderBy(desc(bets.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: count(), stake: sql<string>`coalesce(sum(${bets.stakeCents}), 0)`, payout: sql<string>`coalesce(sum(${bets.payoutCents}), 0)` })
      .from(bets)
      .where(where),
  ]);
  return {
    list: rows.map(({ bet, title }) => ({
      id: bet.id,
      api_code: bet.apiName,
      title,
      game_code: bet.gameCode,
      stake: fromCents(bet.stakeCents),
      payout: fromCents(bet.payoutCents),
      profit: fromCents(bet.payoutCents - bet.stakeCents),
      created_at: bet.createdAt.toISOString(),
    })),
    total: Number(sums?.n ?? 0),
    page,
    limit,
    totals: { stake: fromCents(Number(sums?.stake ?? 0)), payout: fromCents(Number(sums?.payout ?? 0)) },
  };
}
