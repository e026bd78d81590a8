import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RebateItem } from '../../src/contracts/games-types.ts';
import { rebateFetchSchema } from '../../src/contracts/wallet.ts';
import type { RebateFetchReply } from '../../src/contracts/wallet-types.ts';
import { gameProviders, rebates } from '../db/schema/index.ts';
import { translate } from '../i18n/translate.ts';
import { idempotent, ledgerKeyOf } from '../plugins/idempotency.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { balanceOf, house, move, walletOf } from '../services/money/ledger.ts';
import { fromCents } from '../services/money/money.ts';
import { transact } from '../db/transact.ts';

/** Rebates waiting to be collected (spec point 7 `/fsnow/list`, `/fsnow/fetch`; the home notice of spec point 4 sums them). */
export const rebatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/fsnow/list', { preHandler: requireMember }, async (request): Promise<RebateItem[]> => {
    const member = memberOf(request);
    const rows = await db
      .select({ id: rebates.id, apiName: rebates.apiName, title: gameProviders.title, amountCents: rebates.amountCents })
      .from(rebates)
      .innerJoin(gameProviders, eq(gameProviders.apiName, rebates.apiName))
      .where(and(eq(rebates.memberId, member.id), isNull(rebates.collectedAt)))
      .orderBy(asc(rebates.createdAt), asc(rebates.id));
    return rows.map((r) => ({ id: r.id, api_name: r.apiName, title: r.title, fs_money: fromCents(r.amountCents) }));
  });

  // Marking the rows collected and crediting their sum happen in one transaction: the update only
  // takes rows still waiting, so a concurrent collect finds none of them and credits nothing.
  app.post('/fsnow/fetch', { preHandler: [requireMember, idempotent], schema: { body: rebateFetchSchema } }, async (request): Promise<RebateFetchReply> => {
    const { id } = memberOf(request);
    const now = app.clock();
    const until = request.body.deadtime === undefined ? now : new Date(Math.min(request.body.deadtime * 1000, now.getTime()));
    return transact(db, async (tx) => {
      const taken = await tx
        .update(rebates)
        .set({ collectedAt: now })
        .where(and(eq(rebates.memberId, id), isNull(rebates.collectedAt), lte(rebates.createdAt, until)))
        .returning({ id: rebates.id, amountCents: rebates.amountCents });
      const total = taken.reduce((sum, r) => sum + r.amountCents, 0);
      if (total === 0) {
        return { message: translate(request.lang, 'rebates_nothing'), money: fromCents(await balanceOf(tx, walletOf(id))), collected: '0.00', count: 0 };
      }
      const ids = taken.map((r) => r.id).sort((a, b) => a - b);
      const paid = await move(tx, {
        kind: 'rebate',
        memberId: id,
        from: house('rebates'),
        to: walletOf(id),
        amountCents: total,
        ref: `rebates:${ids.join(',')}`.slice(0, 500),
        idempotencyKey: ledgerKeyOf(request),
      });
      return { message: translate(request.lang, 'rebates_collected', { amount: fromCents(total) }), money: fromCents(paid.balancesAfter[1]!), collected: fromCents(total), count: taken.length };
    });
  });
};
