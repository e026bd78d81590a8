import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientSeedSchema } from '../../domain/contracts/events.ts';
import { fairRotateReplySchema, fairSeedsReplySchema, type FairRotateReply, type FairSeeds } from '../../domain/contracts/replies/fair-seeds.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { codedErrors } from '../error-handler.ts';
import { fairSeedsOf, rotateSeed, setClientSeed } from '../services/events/fair-seeds.ts';

/**
 * The provably fair seeds (docs/product.md §10.3), shared by the wheel and the rain: the member sees the
 * commitment (SHA-256) of the current server seed before playing, sets their own client seed, and
 * rotates to reveal the old server seed, so every draw made with it can be recomputed.
 */
export const fairSeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const config = codedErrors;
  const seeds = { response: { 200: fairSeedsReplySchema } };

  app.get('/fair/seeds', { config, preHandler: requireMember, schema: seeds }, async (request): Promise<FairSeeds> => fairSeedsOf(db, memberOf(request).id, app.clock()));

  app.post('/fair/client_seed', { config, preHandler: requireMember, schema: { body: clientSeedSchema, ...seeds } }, async (request): Promise<FairSeeds> =>
    setClientSeed(db, memberOf(request).id, request.body.client_seed, app.clock()),
  );

  app.post('/fair/rotate', { config, preHandler: requireMember, schema: { response: { 200: fairRotateReplySchema } } }, async (request): Promise<FairRotateReply> =>
    rotateSeed(db, memberOf(request).id, app.clock()),
  );
};
