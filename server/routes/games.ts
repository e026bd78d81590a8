import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GAME_PAGE_SIZE,
  gameListQuerySchema,
  gameLoginQuerySchema,
  gameSearchQuerySchema,
  hotGamesQuerySchema,
  providersQuerySchema,
} from '../../domain/contracts/games.ts';
import { gameListReplySchema, gameLoginReplySchema, gameProvidersReplySchema, gamesReplySchema } from '../../domain/contracts/replies/games.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { assertProviderGame, findProvider, listGames, listHotGames, listProviders, searchGames } from '../services/content/game-lists.ts';
import { replyFromCache, sendCachedReply, toCachedReply } from '../services/caches/cached-reply.ts';
import { autoTransferInto } from '../services/money/auto-transfer.ts';
import { issueTicket } from '../services/money/game-tickets.ts';

/** Providers, game lists, hot games and the game launch (docs/product.md §7, games and wallet). */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/games/apis', { schema: { querystring: providersQuerySchema, response: { 200: gameProvidersReplySchema } } }, async (request, reply) => {
    const { gameType } = request.query;
    return replyFromCache(app, request, reply, `providers:${gameType ?? 'all'}`, () => listProviders(db, gameType), gameProvidersReplySchema);
  });

  app.get('/games/lists', { schema: { querystring: gameListQuerySchema, response: { 200: gameListReplySchema } } }, async (request, reply) => {
    const { api_code, tag, keyword, page, limit } = request.query;
    const needle = keyword?.trim() ?? '';
    const load = () => listGames(db, { apiCode: api_code, tag, keyword: needle, page, limit }, request.lang);
    // Only the lobby's own pages are kept: searches and other page sizes are the caller's to vary
    // without end, and each reply can be 100 kB, so keeping them would let anyone fill the memory.
    // (Pages past the end are kept too, but their replies are a few bytes each.)
    if (needle || limit !== GAME_PAGE_SIZE) return sendCachedReply(request, reply, toCachedReply(await load(), gameListReplySchema));
    // JSON of the parts: no value can run into the next one.
    return replyFromCache(app, request, reply, `games:${JSON.stringify([api_code, tag ?? '', page, request.lang])}`, load, gameListReplySchema);
  });

  // Not cached: a search is the caller's to vary without end (see /games/lists).
  app.get('/games/search', { schema: { querystring: gameSearchQuerySchema, response: { 200: gamesReplySchema } } }, async (request) =>
    searchGames(db, request.query, request.lang),
  );

  app.get('/main/hotgame', { schema: { querystring: hotGamesQuerySchema, response: { 200: gamesReplySchema } } }, async (request, reply) => {
    const { type } = request.query;
    return replyFromCache(app, request, reply, `hotgames:${type ?? 'all'}:${request.lang}`, () => listHotGames(db, type, request.lang), gamesReplySchema);
  });

  app.get('/game/login', { preHandler: requireMember, schema: { querystring: gameLoginQuerySchema, response: { 200: gameLoginReplySchema } } }, async (request) => {
    const member = memberOf(request);
    const { api_code, game_code } = request.query;
    const provider = await findProvider(db, api_code);
    if (game_code) await assertProviderGame(db, provider.id, game_code);
    await autoTransferInto(db, member.id, provider.apiName, app.clock());
    const ticket = await issueTicket(
      db,
      { memberId: member.id, apiName: provider.apiName, gameCode: game_code ?? null, lang: request.lang, authTokenHash: request.tokenHash! },
      app.clock(),
    );
    return { url: `${app.prefix}/demo-game/${ticket}` };
  });
};
