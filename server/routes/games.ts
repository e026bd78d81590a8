import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GAME_PAGE_SIZE,
  gameListQuerySchema,
  gameLoginQuerySchema,
  hotGamesQuerySchema,
  providersQuerySchema,
} from '../../src/contracts/games.ts';
import type { Game, GameListReply, GameLoginReply, GameProvider } from '../../src/contracts/games-types.ts';
import { gameProviders, games } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { replyFromCache, sendCachedReply, toCachedReply } from '../services/platform/cached-reply.ts';
import { gameColumns, keywordMatch, tagMatch, listedColumns, toGame, toListedGame } from '../services/content/game-rows.ts';
import { autoTransferInto } from '../services/money/auto-transfer.ts';
import { issueTicket } from '../services/money/game-tickets.ts';

/** Most hot games one `/main/hotgame` reply lists. */
const HOT_GAMES_MAX = 60;

/** Providers, game lists, hot games and the game launch (spec point 7, games and wallet). */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  const findProvider = async (apiName: string) => {
    const [provider] = await db
      .select({ id: gameProviders.id, apiName: gameProviders.apiName })
      .from(gameProviders)
      .where(and(eq(gameProviders.apiName, apiName), eq(gameProviders.enabled, true)));
    if (!provider) throw new AppError(404, 'provider_not_found');
    return provider;
  };

  app.get('/games/apis', { schema: { querystring: providersQuerySchema } }, async (request, reply) => {
    const { gameType } = request.query;
    return replyFromCache<GameProvider[]>(app, request, reply, `providers:${gameType ?? 'all'}`, async () => {
      const rows = await db
        .select({
          id: gameProviders.id,
          game_type: gameProviders.gameType,
          title: gameProviders.title,
          logo_url: gameProviders.logoUrl,
          api_name: gameProviders.apiName,
          params: gameProviders.params,
          gamelist_count: count(games.id),
          esport: gameProviders.esport,
        })
        .from(gameProviders)
        .leftJoin(games, eq(games.providerId, gameProviders.id))
        .where(and(eq(gameProviders.enabled, true), gameType === undefined ? undefined : eq(gameProviders.gameType, gameType)))
        .groupBy(gameProviders.id)
        .orderBy(asc(gameProviders.sort), asc(gameProviders.id));
      return rows;
    });
  });

  app.get('/games/lists', { schema: { querystring: gameListQuerySchema } }, async (request, reply) => {
    const { api_code, tag, keyword, page, limit } = request.query;
    const needle = keyword?.trim() ?? '';
    const load = async (): Promise<GameListReply> => {
      const provider = await findProvider(api_code);
      const filters: SQL[] = [eq(games.providerId, provider.id)];
      if (tag) filters.push(tagMatch(tag));
      if (needle) filters.push(keywordMatch(needle, request.lang));
      const where = and(...filters);
      const [total] = await db.select({ n: count() }).from(games).where(where);
      const rows = await db
        .select(listedColumns)
        .from(games)
        .where(where)
        .orderBy(asc(games.sort), asc(games.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return { list: rows.map((row) => toListedGame(row, request.lang)), total: total?.n ?? 0, page, limit };
    };
    // Only the lobby's own pages are kept: searches and other page sizes are the caller's to vary
    // without end, and each reply can be 100 kB, so keeping them would let anyone fill the memory.
    // (Pages past the end are kept too, but their replies are a few bytes each.)
    if (needle || limit !== GAME_PAGE_SIZE) return sendCachedReply(request, reply, toCachedReply(await load()));
    // JSON of the parts: no value can run into the next one.
    return replyFromCache(app, request, reply, `games:${JSON.stringify([api_code, tag ?? '', page, request.lang])}`, load);
  });

  app.get('/main/hotgame', { schema: { querystring: hotGamesQuerySchema } }, async (request, reply) => {
    const { type } = request.query;
    return replyFromCache<Game[]>(app, request, reply, `hotgames:${type ?? 'all'}:${request.lang}`, async () => {
      const rows = await db
        .select(gameColumns)
        .from(games)
        .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
        .where(and(eq(games.isHot, true), eq(gameProviders.enabled, true), type === undefined ? undefined : eq(gameProviders.gameType, type)))
        .orderBy(asc(gameProviders.sort), asc(games.sort), asc(games.id))
        .limit(HOT_GAMES_MAX);
      return rows.map((row) => toGame(row, request.lang));
    });
  });

  app.get('/game/login', { preHandler: requireMember, schema: { querystring: gameLoginQuerySchema } }, async (request): Promise<GameLoginReply> => {
    const member = memberOf(request);
    const { api_code, game_code } = request.query;
    const provider = await findProvider(api_code);
    if (game_code) {
      const [game] = await db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.providerId, provider.id), eq(games.code, game_code)));
      if (!game) throw new AppError(404, 'game_not_found');
    }
    await autoTransferInto(db, member.id, provider.apiName);
    const ticket = await issueTicket(
      db,
      { memberId: member.id, apiName: provider.apiName, gameCode: game_code ?? null, lang: request.lang, authTokenHash: request.tokenHash! },
      app.clock(),
    );
    return { url: `${app.prefix}/demo-game/${ticket}` };
  });
};
