import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { amountToCents } from '../../domain/contracts/money.ts';
import { yuebaoListReplySchema, yuebaoMoveReplySchema, type YuebaoListReply, type YuebaoMoveReply } from '../../domain/contracts/replies/yuebao.ts';
import { yuebaoMoveSchema } from '../../domain/contracts/yuebao.ts';
import { translate } from '../i18n/translate.ts';
import { idempotent, ledgerKeyOf } from '../plugins/idempotency.ts';
import { memberOf, optionalMember, requireMember } from '../plugins/member.ts';
import { localName } from '../services/content/localized.ts';
import { fromCents } from '../services/money/money.ts';
import { yuebaoList } from '../services/money/yuebao-list.ts';
import { depositToYuebao, withdrawFromYuebao } from '../services/money/yuebao-moves.ts';
import { balanceReply } from '../plugins/balance-reply.ts';

/**
 * Yu-EBao (docs/product.md §2 and §7): savings plans paying daily interest. Money moves between the
 * member's centre wallet and their `yuebao` account of the plan, one ledger transaction each, and
 * every bound is checked inside that transaction with the plan and the holding locked
 * (services/money/yuebao-moves.ts).
 */
export const yuebaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const moving = [requireMember, idempotent];
  const moveSchema = { body: yuebaoMoveSchema, response: { 200: yuebaoMoveReplySchema } };

  app.post('/yuebao/getMemberYuebaoList', { config: balanceReply, preHandler: optionalMember, schema: { response: { 200: yuebaoListReplySchema } } }, async (request): Promise<YuebaoListReply> => {
    const now = app.clock();
    const memberId = request.member?.id ?? null;
    // Only reads: interest is posted by the `yuebao-interest` job (server/jobs/), never by a visitor.
    return yuebaoList(db, request.lang, memberId, now);
  });

  app.post('/yuebao/deposit', { config: balanceReply, preHandler: moving, schema: moveSchema }, async (request): Promise<YuebaoMoveReply> => {
    const cents = amountToCents(request.body.money);
    const input = { memberId: memberOf(request).id, planId: request.body.plan_id, cents, now: app.clock(), idempotencyKey: ledgerKeyOf(request) };
    const { plan, walletCents, holdingCents } = await depositToYuebao(db, input);
    const name = localName(plan.name, request.lang);
    return { message: translate(request.lang, 'yuebao_deposit_done', { amount: fromCents(cents), plan: name }), money: fromCents(walletCents), plan_id: plan.id, holding: fromCents(holdingCents) };
  });

  app.post('/yuebao/withdraw', { config: balanceReply, preHandler: moving, schema: moveSchema }, async (request): Promise<YuebaoMoveReply> => {
    const cents = amountToCents(request.body.money);
    const input = { memberId: memberOf(request).id, planId: request.body.plan_id, cents, now: app.clock(), idempotencyKey: ledgerKeyOf(request) };
    const { plan, walletCents, holdingCents } = await withdrawFromYuebao(db, input);
    const name = localName(plan.name, request.lang);
    return { message: translate(request.lang, 'yuebao_withdraw_done', { amount: fromCents(cents), plan: name }), money: fromCents(walletCents), plan_id: plan.id, holding: fromCents(holdingCents) };
  });
};
