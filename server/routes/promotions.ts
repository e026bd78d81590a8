import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actParamsSchema, activityParamsSchema, applyResultQuerySchema } from '../../domain/contracts/promotions.ts';
import {
  actApplicationsReplySchema,
  actApplyReplySchema,
  actItemSchema,
  actListReplySchema,
  activitiesReplySchema,
  activityDetailSchema,
  firstDepositStandingSchema,
} from '../../domain/contracts/replies/promotions.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { applyForAct, listApplications } from '../services/content/act-applications.ts';
import { eventFacts } from '../services/content/event-facts.ts';
import { activityDetail, findAct, isActOpen, listActivities, loadActs, toAct } from '../services/content/promotions.ts';
import { replyFromCache } from '../services/caches/cached-reply.ts';
import { firstDepositStanding } from '../services/money/first-deposit-bonus.ts';
import { fromCents } from '../services/money/money.ts';
import { balanceReply } from '../plugins/balance-reply.ts';

/**
 * Promotions of docs/product.md §7: the activity cards and pages, the acts members apply for, the
 * application (a bonus paid through the ledger, once per member and act) and its result.
 */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/activities', { schema: { response: { 200: activitiesReplySchema } } }, async (request, reply) =>
    replyFromCache(app, request, reply, `activities:${request.lang}`, async () => listActivities(db, request.lang, await eventFacts(app)), activitiesReplySchema),
  );

  app.get('/activity/:id', { schema: { params: activityParamsSchema, response: { 200: activityDetailSchema } } }, async (request) =>
    activityDetail(app, request.params.id, request.lang),
  );

  // Where the member stands with the first-deposit bonus: the page offers a deposit only while it can still earn it.
  app.get('/activity/:id/mine', { schema: { params: activityParamsSchema, response: { 200: firstDepositStandingSchema } }, preHandler: requireMember }, async (request) =>
    firstDepositStanding(db, memberOf(request).id),
  );

  app.get('/act/list', { schema: { response: { 200: actListReplySchema } } }, async (request) => {
    const now = app.clock();
    return (await loadActs(app, request.lang)).filter((a) => a.enabled).map((a) => toAct(a, now));
  });

  app.get('/act/:id', { schema: { params: actParamsSchema, response: { 200: actItemSchema } } }, async (request) =>
    toAct(await findAct(app, request.params.id, request.lang), app.clock()),
  );

  // An Idempotency-Key header replays the first answer to a repeated or concurrent request.
  app.post('/act/apply/:id', { config: balanceReply, schema: { params: actParamsSchema, response: { 200: actApplyReplySchema } }, preHandler: [requireMember, idempotent] }, async (request) => {
    const member = memberOf(request);
    const now = app.clock();
    const act = await findAct(app, request.params.id, request.lang);
    if (!isActOpen(act, now)) throw new AppError(422, 'act_not_open');
    const { application, balanceCents } = await applyForAct(db, act, member.id, now);
    // The session cache carries the balance `/auth/me` shows.
    app.caches.forgetMember(member.id);
    const message = act.approval === 'auto' ? translate(request.lang, 'act_approved', { amount: act.bonus }) : translate(request.lang, 'act_pending');
    return { message, application, money: fromCents(balanceCents) };
  });

  app.get('/act/apply/result', { schema: { querystring: applyResultQuerySchema, response: { 200: actApplicationsReplySchema } }, preHandler: requireMember }, async (request) =>
    listApplications(db, memberOf(request).id, request.query.act_id, request.lang),
  );
};
