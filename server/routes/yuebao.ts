import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { amountToCents } from '../../src/contracts/money.ts';
import { yuebaoMoveSchema } from '../../src/contracts/yuebao.ts';
import type { YuebaoListReply, YuebaoMoveReply } from '../../src/contracts/yuebao-types.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { idempotent, ledgerKeyOf } from '../plugins/idempotency.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { move, walletOf } from '../services/money/ledger.ts';
import { localName } from '../services/content/localized.ts';
import { fromCents } from '../services/money/money.ts';
import { serverDay } from '../services/platform/server-day.ts';
import { lockPlan, openHolding, poolsUsed, recordChange } from '../services/money/yuebao-holdings.ts';
import { lockHolding, postDueDays, yuebaoOf } from '../services/money/yuebao-interest.ts';
import { yuebaoList } from '../services/money/yuebao-list.ts';
import { transact } from '../db/transact.ts';

const DAY_MS = 24 * 3600_000;

/** Visitors see the plans; a caller that sends a token must send a live one (401 otherwise). */
async function optionalMember(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (request.headers.authorization !== undefined) await requireMember.call(this, request);
}

/** An instant as the operator's clock shows it (UTC+8), for messages: "2026-01-31 14:05". */
const serverTime = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Yu-EBao (spec points 2 and 7): savings plans paying daily interest. Money moves between the
 * member's centre wallet and their `yuebao` account of the plan, one ledger transaction each, and
 * every bound is checked inside that transaction with the plan and the holding locked. Interest
 * due is posted first, inside the same transaction, so it is counted in the holding it grows.
 */
export const yuebaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const moving = [requireMember, idempotent];

  app.post('/yuebao/getMemberYuebaoList', { preHandler: optionalMember }, async (request): Promise<YuebaoListReply> => {
    const now = app.clock();
    const memberId = request.member?.id ?? null;
    // Only reads: interest is posted by the `yuebao-interest` job (server/jobs/), never by a visitor.
    return yuebaoList(db, request.lang, memberId, now);
  });

  app.post('/yuebao/deposit', { preHandler: moving, schema: { body: yuebaoMoveSchema } }, async (request): Promise<YuebaoMoveReply> => {
    const { id } = memberOf(request);
    const cents = amountToCents(request.body.money);
    const now = app.clock();
    const today = serverDay(now);
    return transact(db, async (tx) => {
      const plan = await lockPlan(tx, request.body.plan_id);
      if (!plan.enabled) throw new AppError(422, 'yuebao_plan_closed');
      if (cents < plan.minCents) throw new AppError(422, 'yuebao_below_min', { min: fromCents(plan.minCents) });
      if (cents > plan.maxCents) throw new AppError(422, 'yuebao_above_max', { max: fromCents(plan.maxCents) });
      const holding = await openHolding(tx, id, plan.id, today, now);
      const held = await postDueDays(tx, holding, plan.dailyRatePpm, today);
      if (held + cents > plan.memberCapCents) {
        throw new AppError(422, 'yuebao_over_cap', { cap: fromCents(plan.memberCapCents), room: fromCents(Math.max(0, plan.memberCapCents - held)) });
      }
      const used = (await poolsUsed(tx, plan.id)).get(plan.id) ?? 0;
      if (used + cents > plan.poolCents) throw new AppError(422, 'yuebao_over_pool', { room: fromCents(Math.max(0, plan.poolCents - used)) });
      const moved = await move(tx, {
        kind: 'yuebao',
        memberId: id,
        from: walletOf(id),
        to: yuebaoOf(id, plan.id),
        amountCents: cents,
        ref: `yuebao:${plan.id}`,
        note: `in plan ${plan.id}`,
        idempotencyKey: ledgerKeyOf(request),
      });
      const [walletAfter = 0, holdingAfter = 0] = moved.balancesAfter;
      // A fixed term starts again with each put-in: the whole holding unlocks together.
      const lockedUntil = plan.termDays > 0 ? new Date(now.getTime() + plan.termDays * DAY_MS) : undefined;
      if (!moved.replayed) await recordChange(tx, holding, today, held, holdingAfter, lockedUntil);
      const name = localName(plan.name, request.lang);
      return { message: translate(request.lang, 'yuebao_deposit_done', { amount: fromCents(cents), plan: name }), money: fromCents(walletAfter), plan_id: plan.id, holding: fromCents(holdingAfter) };
    });
  });

  app.post('/yuebao/withdraw', { preHandler: moving, schema: { body: yuebaoMoveSchema } }, async (request): Promise<YuebaoMoveReply> => {
    const { id } = memberOf(request);
    const cents = amountToCents(request.body.money);
    const now = app.clock();
    const today = serverDay(now);
    return transact(db, async (tx) => {
      const plan = await lockPlan(tx, request.body.plan_id);
      const holding = await lockHolding(tx, id, plan.id);
      if (!holding) throw new AppError(422, 'yuebao_over_holding', { holding: '0.00' });
      if (holding.lockedUntil && holding.lockedUntil > now) throw new AppError(422, 'yuebao_locked', { date: serverTime(holding.lockedUntil) });
      const held = await postDueDays(tx, holding, plan.dailyRatePpm, today);
      if (cents > held) throw new AppError(422, 'yuebao_over_holding', { holding: fromCents(held) });
      const moved = await move(tx, {
        kind: 'yuebao',
        memberId: id,
        from: yuebaoOf(id, plan.id),
        to: walletOf(id),
        amountCents: cents,
        ref: `yuebao:${plan.id}`,
        note: `out of plan ${plan.id}`,
        idempotencyKey: ledgerKeyOf(request),
      });
      const [holdingAfter = 0, walletAfter = 0] = moved.balancesAfter;
      if (!moved.replayed) await recordChange(tx, holding, today, held, holdingAfter);
      const name = localName(plan.name, request.lang);
      return { message: translate(request.lang, 'yuebao_withdraw_done', { amount: fromCents(cents), plan: name }), money: fromCents(walletAfter), plan_id: plan.id, holding: fromCents(holdingAfter) };
    });
  });
};
