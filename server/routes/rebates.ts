import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rebateFetchReplySchema, rebateListSchema, type RebateItem, type RebateFetchReply } from '../../domain/contracts/replies/money.ts';
import { rebateFetchSchema } from '../../domain/contracts/wallet.ts';
import { translate } from '../i18n/translate.ts';
import { idempotent, ledgerKeyOf } from '../plugins/idempotency.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { fromCents } from '../services/money/money.ts';
import { collectRebates, waitingRebates } from '../services/money/rebate-claims.ts';
import { balanceReply } from '../plugins/balance-reply.ts';

/** Rebates waiting to be collected (docs/product.md §7 `/fsnow/list`, `/fsnow/fetch`; the home notice of docs/product.md §4 sums them). */
export const rebatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/fsnow/list', { preHandler: requireMember, schema: { response: { 200: rebateListSchema } } }, async (request): Promise<RebateItem[]> => {
    const rows = await waitingRebates(db, memberOf(request).id);
    return rows.map((r) => ({ id: r.id, api_name: r.apiName, title: r.title, fs_money: fromCents(r.amountCents) }));
  });

  app.post(
    '/fsnow/fetch',
    { config: balanceReply, preHandler: [requireMember, idempotent], schema: { body: rebateFetchSchema, response: { 200: rebateFetchReplySchema } } },
    async (request): Promise<RebateFetchReply> => {
      const now = app.clock();
      const until = request.body.deadtime === undefined ? now : new Date(Math.min(request.body.deadtime * 1000, now.getTime()));
      const { totalCents, count, walletCents } = await collectRebates(db, { memberId: memberOf(request).id, until, now, idempotencyKey: ledgerKeyOf(request) });
      if (totalCents === 0) return { message: translate(request.lang, 'rebates_nothing'), money: fromCents(walletCents), collected: '0.00', count: 0 };
      return { message: translate(request.lang, 'rebates_collected', { amount: fromCents(totalCents) }), money: fromCents(walletCents), collected: fromCents(totalCents), count };
    },
  );
};
