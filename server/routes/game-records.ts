import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameTypes } from '../../domain/contracts/games-types.ts';
import { betRecordReplySchema, gameTypesReplySchema } from '../../domain/contracts/replies/games.ts';
import { gameRecordSchema } from '../../domain/contracts/wallet.ts';
import { translate } from '../i18n/translate.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { betRecords } from '../services/money/bet-records.ts';

/** The game types (`/game/type`) and the member's bets (`/game/record`) of docs/product.md §7. */
export const gameRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.post('/game/type', { schema: { response: { 200: gameTypesReplySchema } } }, async (request) =>
    Object.values(gameTypes).map((id) => ({ id, name: translate(request.lang, `game_type_${id}`) })),
  );

  app.post('/game/record', { preHandler: requireMember, schema: { body: gameRecordSchema, response: { 200: betRecordReplySchema } } }, async (request) => {
    const { api_code, page, limit } = request.body;
    return betRecords(db, memberOf(request).id, { apiCode: api_code, page, limit });
  });
};
