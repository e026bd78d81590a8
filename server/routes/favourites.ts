import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favouriteSchema, favouritesQuerySchema } from '../../src/contracts/games.ts';
import type { Game } from '../../src/contracts/games-types.ts';
import { favourites, gameProviders, games } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { gameColumns, toGame } from '../services/content/game-rows.ts';

/** The member's favourite games (spec point 7, favourites; the Collect page). */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  const assertGameExists = async (gameId: number) => {
    const [game] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
    if (!game) throw new AppError(404, 'game_not_found');
  };

  app.get('/favor/list', { preHandler: requireMember, schema: { querystring: favouritesQuerySchema } }, async (request): Promise<Game[]> => {
    const member = memberOf(request);
    const { game_type } = request.query;
    const rows = await db
      .select(gameColumns)
      .from(favourites)
      .innerJoin(games, eq(games.id, favourites.gameId))
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(
        and(
          eq(favourites.memberId, member.id),
          // A closed provider's games cannot be launched, so they are not offered.
          eq(gameProviders.enabled, true),
          game_type === undefined ? undefined : eq(gameProviders.gameType, game_type),
        ),
      )
      .orderBy(desc(favourites.createdAt), desc(favourites.id));
    return rows.map((row) => toGame(row, request.lang));
  });

  app.post('/favor/add', { preHandler: requireMember, schema: { body: favouriteSchema } }, async (request) => {
    const member = memberOf(request);
    await assertGameExists(request.body.game_id);
    // A double click or a retry adds nothing twice.
    await db.insert(favourites).values({ memberId: member.id, gameId: request.body.game_id }).onConflictDoNothing();
    return { message: translate(request.lang, 'favourite_added') };
  });

  // Only the caller's own favourite goes: a game that is not among them (another member's favourite
  // included) answers 404 and removes nothing.
  app.post('/favor/delete', { preHandler: requireMember, schema: { body: favouriteSchema } }, async (request) => {
    const member = memberOf(request);
    await assertGameExists(request.body.game_id);
    const removed = await db
      .delete(favourites)
      .where(and(eq(favourites.memberId, member.id), eq(favourites.gameId, request.body.game_id)))
      .returning({ id: favourites.id });
    if (removed.length === 0) throw new AppError(404, 'favourite_not_found');
    return { message: translate(request.lang, 'favourite_removed') };
  });
};
