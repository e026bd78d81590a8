import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rebateLevelsReplySchema, vipsReplySchema, type RebateLevel, type VipLevel, type VipsReply } from '../../domain/contracts/replies/vip.ts';
import { rebateLevelsQuerySchema } from '../../domain/contracts/vip.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { replyFromCache } from '../services/caches/cached-reply.ts';
import { levelAndDeposits, loadLadder, progressOf, rebateLevels, toVipLevel } from '../services/member/vip-ladder.ts';

/** VIP levels with their benefits (`/member/vips`) and rebate rates per level (`/fs/levels`), docs/product.md §7. */
export const vipRebateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const ladder = () => app.caches.content.get('vip-ladder', () => loadLadder(db));

  // Public content: a visitor gets the cached levels; a caller with a token also their progress,
  // and a token that is no longer good answers 401 as on every member call (docs/product.md §4).
  // A cached reply is sent as bytes: replyFromCache checks it against the same schema once per fill.
  app.get('/member/vips', { schema: { response: { 200: vipsReplySchema } } }, async (request, reply) => {
    const { lang } = request;
    if (!request.headers.authorization) {
      return replyFromCache<VipsReply>(app, request, reply, `vips:${lang}`, async () => ({ levels: (await ladder()).map((r) => toVipLevel(r, lang)), member: null }), vipsReplySchema);
    }
    await requireMember.call(app, request);
    const member = memberOf(request);
    const [rungs, standing] = await Promise.all([ladder(), levelAndDeposits(db, member.id)]);
    const levels: VipLevel[] = rungs.map((r) => toVipLevel(r, lang));
    return { levels, member: progressOf(rungs, standing.level, standing.depositedCents) };
  });

  app.get('/fs/levels', { schema: { querystring: rebateLevelsQuerySchema, response: { 200: rebateLevelsReplySchema } } }, async (request, reply) =>
    replyFromCache<RebateLevel[]>(
      app,
      request,
      reply,
      `fs-levels:${request.query.game_type}:${request.lang}`,
      () => rebateLevels(db, request.query.game_type, request.lang),
      rebateLevelsReplySchema,
    ),
  );
};
