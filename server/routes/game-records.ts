import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameTypes } from '../../src/contracts/games-types.ts';
import { gameRecordSchema } from '../../src/contracts/wallet.ts';
import type { BetRecordReply, GameTypeItem } from '../../src/contracts/wallet-types.ts';
import { bets, gameProviders } from '../db/schema/index.ts';
import { translate } from '../i18n/translate.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { fromCents } from '../services/money/money.ts';

/** The game types (`/game/type`) and the member's bets (`/game/record`) of spec point 7. */
export const gameRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.post('/game/type', async (request): Promise<GameTypeItem[]> =>
    Object.values(gameTypes).map((id) => ({ id, name: translate(request.lang, `game_type_${id}`) })),
  );

  app.post('/game/record', { preHandler: requireMember, schema: { body: gameRecordSchema } }, async (request): Promise<BetRecordReply> => {
    const { id } = memberOf(request);
    const { api_code, page, limit } = request.body;
    const conditions: SQL[] = [eq(bets.memberId, id)];
    if (api_code) conditions.push(eq(bets.apiName, api_code));
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
  });
};
