import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favouriteSchema, favouritesQuerySchema } from '../../domain/contracts/games.ts';
import { gamesReplySchema } from '../../domain/contracts/replies/games.ts';
import { messageReplySchema } from '../../domain/contracts/replies/message.ts';
import { translate } from '../i18n/translate.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { addFavourite, listFavourites, removeFavourite } from '../services/content/favourites.ts';

/** The member's favourite games (docs/product.md §7, favourites; the Collect page). */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/favor/list', { preHandler: requireMember, schema: { querystring: favouritesQuerySchema, response: { 200: gamesReplySchema } } }, async (request) =>
    listFavourites(db, memberOf(request).id, request.query.game_type, request.lang),
  );

  app.post('/favor/add', { preHandler: requireMember, schema: { body: favouriteSchema, response: { 200: messageReplySchema } } }, async (request) => {
    await addFavourite(db, memberOf(request).id, request.body.game_id);
    return { message: translate(request.lang, 'favourite_added') };
  });

  app.post('/favor/delete', { preHandler: requireMember, schema: { body: favouriteSchema, response: { 200: messageReplySchema } } }, async (request) => {
    await removeFavourite(db, memberOf(request).id, request.body.game_id);
    return { message: translate(request.lang, 'favourite_removed') };
  });
};
