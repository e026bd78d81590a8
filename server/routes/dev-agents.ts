import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amountToCents } from '../../domain/contracts/money.ts';
import { devAgentApplicationsReplySchema, devAgentDecisionReplySchema, devTeamBetReplySchema } from '../../domain/contracts/replies/dev.ts';
import { messageReplySchema } from '../../domain/contracts/replies/message.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { applicationsWithStatus, applicationView, approveApplication, rejectApplication, revokeAgent } from '../services/member/agents.ts';
import { settleDevBet } from '../services/member/dev-team-bets.ts';
import { memberIdByName } from '../services/member/member-by-name.ts';

const byId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
// A call without a body has none to parse: it is read as no note.
const withNote = z.preprocess((body) => body ?? {}, z.object({ note: z.string().max(200).optional() }));
const money = z.string().regex(/^\d{1,7}\.\d{2}$/);

/**
 * The operator's agent decisions (as `npm run ops -- approve-agent …`) and a settled bet of a
 * member dated some days back, for end-to-end tests; registered by dev.ts, so only with
 * DEV_ENDPOINTS=1 and never in production.
 */
export const devAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get(
    '/dev/agents/applications',
    { schema: { querystring: z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }), response: { 200: devAgentApplicationsReplySchema } } },
    async (request) => ({
      list: (await applicationsWithStatus(db, request.query.status)).map(({ application, name }) => ({ ...applicationView(application), name })),
    }),
  );

  app.post('/dev/agents/applications/:id/approve', { schema: { params: byId, body: withNote, response: { 200: devAgentDecisionReplySchema } } }, async (request) => {
    const { application, name } = await approveApplication(db, request.params.id, app.clock(), request.body.note ?? null);
    return { message: translate(request.lang, 'agent_approved', { id: application.id, name }), status: application.status };
  });

  app.post('/dev/agents/applications/:id/reject', { schema: { params: byId, body: withNote, response: { 200: devAgentDecisionReplySchema } } }, async (request) => {
    const { application } = await rejectApplication(db, request.params.id, request.body.note ?? null, app.clock());
    return { message: translate(request.lang, 'agent_rejected', { id: application.id }), status: application.status };
  });

  app.post('/dev/agents/revoke', { schema: { body: z.object({ name: z.string().min(1).max(40) }), response: { 200: messageReplySchema } } }, async (request) => {
    const { name } = await revokeAgent(db, request.body.name);
    return { message: translate(request.lang, 'agent_revoked', { name }) };
  });

  // A bet of `name` settled `days_ago` days back, its stake taken from their centre wallet.
  app.post(
    '/dev/team/bets',
    {
      schema: {
        body: z.object({ name: z.string().min(1).max(40), stake: money, payout: money.default('0.00'), days_ago: z.number().int().min(0).max(365).default(0) }),
        response: { 200: devTeamBetReplySchema },
      },
    },
    async (request) => {
      const { name, stake, payout, days_ago } = request.body;
      const memberId = await memberIdByName(db, name);
      if (memberId === null) throw new AppError(404, 'agent_member_not_found');
      const at = new Date(app.clock().getTime() - days_ago * 86_400_000);
      const id = await settleDevBet(db, { memberId, stakeCents: amountToCents(stake), payoutCents: amountToCents(payout), at });
      return { id, created_at: at.toISOString() };
    },
  );
};
