import type { YuebaoFormBounds } from '../../../domain/contracts/yuebao';
import type { YuebaoPlan } from '../../../domain/contracts/replies/yuebao';
import { toCentsOrNull } from '../../../domain/money/money';

const cents = (money: string | null | undefined) => toCentsOrNull(money) ?? 0;

/**
 * What the dialog's amount may be, from the plan as last loaded and the centre wallet: a put-in is
 * bounded by the plan's minimum and maximum, the room left under the member's cap and in the pool,
 * and the wallet; a take-out by the holding.
 */
export function boundsOf(plan: YuebaoPlan, direction: 'in' | 'out', walletMoney: string | null | undefined): YuebaoFormBounds {
  const holding = cents(plan.holding);
  if (direction === 'out') return { direction, minCents: 0, maxCents: holding, availableCents: holding, capRoomCents: 0, poolRoomCents: 0 };
  return {
    direction,
    minCents: cents(plan.min),
    maxCents: cents(plan.max),
    availableCents: cents(walletMoney),
    capRoomCents: Math.max(0, cents(plan.member_cap) - holding),
    poolRoomCents: Math.max(0, cents(plan.pool) - cents(plan.pool_used)),
  };
}

/** The largest amount the bounds let through now (the "All" button); 0 when none does. */
export function largestAmount(bounds: YuebaoFormBounds): number {
  if (bounds.direction === 'out') return bounds.availableCents;
  const most = Math.min(bounds.maxCents, bounds.capRoomCents, bounds.poolRoomCents, bounds.availableCents);
  return most >= bounds.minCents ? most : 0;
}

/** Share of the pool taken, 0–100, for the plan's bar. */
export function poolShare(plan: YuebaoPlan): number {
  const pool = cents(plan.pool);
  return pool > 0 ? Math.min(100, Math.round((cents(plan.pool_used) * 100) / pool)) : 0;
}
