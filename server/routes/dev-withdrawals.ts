import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devWithdrawalDecisionReplySchema } from '../../domain/contracts/replies/dev.ts';
import { translate } from '../i18n/translate.ts';
import { fromCents } from '../services/money/money.ts';
import { payWithdrawal, rejectWithdrawal } from '../services/money/withdrawals.ts';

const byId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * The operator's withdrawal decisions (as `npm run ops -- pay-withdrawal …`) for end-to-end tests;
 * registered by dev.ts, so only with DEV_ENDPOINTS=1 and never in production.
 */
export const devWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  app.post('/dev/withdrawals/:id/pay', { schema: { params: byId, response: { 200: devWithdrawalDecisionReplySchema } } }, async (request) => {
    const row = await payWithdrawal(db, request.params.id, app.clock());
    return { message: translate(request.lang, 'withdrawal_paid', { id: row.id, amount: fromCents(row.amountCents) }), status: row.status };
  });
  app.post('/dev/withdrawals/:id/reject', { schema: { params: byId, body: z.object({ reason: z.string().max(200).optional() }).optional(), response: { 200: devWithdrawalDecisionReplySchema } } }, async (request) => {
    const row = await rejectWithdrawal(db, request.params.id, request.body?.reason ?? null, app.clock());
    return { message: translate(request.lang, 'withdrawal_rejected', { id: row.id }), status: row.status };
  });
};
