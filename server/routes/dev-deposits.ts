import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devRechargeDecisionReplySchema, devRechargesReplySchema } from '../../domain/contracts/replies/dev.ts';
import { translate } from '../i18n/translate.ts';
import { approveRecharge, rejectRecharge } from '../services/money/deposit-review.ts';
import { fromCents } from '../services/money/money.ts';
import { operatorRecharges, type OperatorRecharge } from '../services/money/recharge-operator.ts';

const byId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
// The reply's schema keeps every field of the operator's view (OperatorRecharge is a server type).
const rechargesReply = devRechargesReplySchema satisfies z.ZodType<{ list: OperatorRecharge[] }>;

/**
 * The operator's deposit decisions (the same as `npm run ops -- approve-deposit …`) for end-to-end
 * tests; registered by dev.ts, so only with DEV_ENDPOINTS=1 and never in production.
 */
export const devDepositRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/dev/recharges', { schema: { querystring: z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }), response: { 200: rechargesReply } } }, async (request) => ({
    list: await operatorRecharges(db, request.query.status),
  }));

  app.post('/dev/recharges/:id/approve', { schema: { params: byId, response: { 200: devRechargeDecisionReplySchema } } }, async (request) => {
    const { recharge, credited } = await approveRecharge(db, request.params.id, app.clock());
    const message = credited
      ? translate(request.lang, 'recharge_approved', { id: recharge.id, amount: fromCents(recharge.amountCents) })
      : translate(request.lang, 'recharge_already_approved');
    return { message, credited, status: recharge.status };
  });

  app.post(
    '/dev/recharges/:id/reject',
    { schema: { params: byId, body: z.object({ reason: z.string().max(200).optional() }).optional(), response: { 200: devRechargeDecisionReplySchema } } },
    async (request) => {
      const { recharge } = await rejectRecharge(db, request.params.id, request.body?.reason ?? null, app.clock());
      return { message: translate(request.lang, 'recharge_rejected', { id: recharge.id }), credited: false, status: recharge.status };
    },
  );
};
