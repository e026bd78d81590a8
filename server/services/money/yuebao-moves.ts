import type { Db } from '../../db/client.ts';
import { transact } from '../../db/transact.ts';
import { refuseIfStopped } from '../member/responsible-play/stop-guard.ts';
import { AppError } from '../../errors.ts';
import { serverClockText, serverDay } from '../../../domain/time/operator-time.ts';
import { move, refuseReplayed, walletOf } from './ledger.ts';
import { fromCents } from './money.ts';
import { lockPlan, openHolding, poolsUsed, recordChange, type PlanRow } from './yuebao-holdings.ts';
import { lockHolding, postDueDays, yuebaoOf } from './yuebao-interest.ts';

const DAY_MS = 24 * 3600_000;

export interface YuebaoMoveInput {
  memberId: number;
  planId: number;
  cents: number;
  now: Date;
  idempotencyKey: string | undefined;
}

/** The plan moved into or out of, and the centre wallet and the plan holding after the move, in cents. */
export interface YuebaoMoved {
  plan: PlanRow;
  walletCents: number;
  holdingCents: number;
}

/**
 * Centre wallet → the member's holding in a plan, one ledger transaction with the plan and the
 * holding locked, so every bound (put-in range, member cap, plan pool) is checked against what
 * is really there. Interest due is posted first, so it is counted in the holding it grows.
 */
export function depositToYuebao(db: Db, input: YuebaoMoveInput): Promise<YuebaoMoved> {
  const { memberId: id, cents, now } = input;
  const today = serverDay(now);
  return transact(db, async (tx) => {
    // Money goes into savings no more than into games while a stop runs; taking it out stays open (stop-guard.ts).
    await refuseIfStopped(tx, id, now);
    const plan = await lockPlan(tx, input.planId);
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
      idempotencyKey: input.idempotencyKey,
    });
    // A replay would answer an earlier request's balances as this one's: refused, rolled back.
    refuseReplayed(moved);
    const [walletCents = 0, holdingCents = 0] = moved.balancesAfter;
    // A fixed term starts again with each put-in: the whole holding unlocks together.
    const lockedUntil = plan.termDays > 0 ? new Date(now.getTime() + plan.termDays * DAY_MS) : undefined;
    await recordChange(tx, holding, today, held, holdingCents, lockedUntil);
    return { plan, walletCents, holdingCents };
  });
}

/** The member's holding in a plan → centre wallet, once its term is over; interest due is posted first. */
export function withdrawFromYuebao(db: Db, input: YuebaoMoveInput): Promise<YuebaoMoved> {
  const { memberId: id, cents, now } = input;
  const today = serverDay(now);
  return transact(db, async (tx) => {
    const plan = await lockPlan(tx, input.planId);
    const holding = await lockHolding(tx, id, plan.id);
    if (!holding) throw new AppError(422, 'yuebao_over_holding', { holding: '0.00' });
    if (holding.lockedUntil && holding.lockedUntil > now) throw new AppError(422, 'yuebao_locked', { date: serverClockText(holding.lockedUntil) });
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
      idempotencyKey: input.idempotencyKey,
    });
    refuseReplayed(moved);
    const [holdingCents = 0, walletCents = 0] = moved.balancesAfter;
    await recordChange(tx, holding, today, held, holdingCents);
    return { plan, walletCents, holdingCents };
  });
}
