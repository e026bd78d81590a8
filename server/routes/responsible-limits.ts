import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { amountToCents } from '../../domain/contracts/money.ts';
import { limitsChangeReplySchema, memberLimitsSchema, type LimitsChangeReply, type MemberLimits } from '../../domain/contracts/replies/responsible-play.ts';
import { limitCancelSchema, limitsChangeSchema } from '../../domain/contracts/responsible-play.ts';
import { LIMIT_FIELDS } from '../../domain/contracts/responsible-play-types.ts';
import { translate, type MessageKey } from '../i18n/translate.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { cancelPendingLimit, changeLimits, skipLimitPrompt } from '../services/member/responsible-play/limit-changes.ts';
import { memberLimitsView, type LimitCents } from '../services/member/responsible-play/limits.ts';

/**
 * Responsible play, deposit limits (docs/product.md §10.1): the member's 24-hour, 7-day and 30-day limits, the
 * lowest of which applies to every deposit path (services/member/responsible-play/deposit-limit-guard.ts).
 * A lower or new limit applies at once; a raise or a removal waits 24 hours and can be cancelled.
 */
export const responsibleLimitRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const changed = { 200: limitsChangeReplySchema };

  async function reply(request: FastifyRequest, key: MessageKey): Promise<LimitsChangeReply> {
    return { message: translate(request.lang, key), limits: await memberLimitsView(db, memberOf(request).id, app.clock()) };
  }

  app.get('/member/limits', { preHandler: requireMember, schema: { response: { 200: memberLimitsSchema } } }, async (request): Promise<MemberLimits> =>
    memberLimitsView(db, memberOf(request).id, app.clock()),
  );

  app.post('/member/limits', { preHandler: requireMember, schema: { body: limitsChangeSchema, response: changed } }, async (request) => {
    const change: Partial<LimitCents> = {};
    for (const field of LIMIT_FIELDS) {
      const value = request.body[field];
      if (value !== undefined) change[field] = value === null ? null : amountToCents(value);
    }
    const outcome = await changeLimits(db, memberOf(request).id, change, app.clock());
    return reply(request, outcome.pending.length > 0 ? 'limits_saved_pending' : 'limits_saved');
  });

  app.post('/member/limits/cancel', { preHandler: requireMember, schema: { body: limitCancelSchema, response: changed } }, async (request) => {
    await cancelPendingLimit(db, memberOf(request).id, request.body.field, app.clock());
    return reply(request, 'limit_pending_cancelled');
  });

  app.post('/member/limits/skip', { preHandler: requireMember, schema: { response: changed } }, async (request) => {
    await skipLimitPrompt(db, memberOf(request).id, app.clock());
    return reply(request, 'limit_prompt_skipped');
  });
};
