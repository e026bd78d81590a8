import { z } from 'zod';
import { idRule } from './bank-cards';
import { amountRule, amountToCents } from './money';

/** `/yuebao/deposit` (centre wallet → plan) and `/yuebao/withdraw` (plan → centre wallet). */
export const yuebaoMoveSchema = z.object({
  plan_id: idRule('validation.yuebaoPlan'),
  money: amountRule,
});
export type YuebaoMoveValues = z.output<typeof yuebaoMoveSchema>;

/** What the lobby's put-in / take-out form knows of a plan, in cents. */
export interface YuebaoFormBounds {
  direction: 'in' | 'out';
  /** Put in: one put-in's minimum and maximum. */
  minCents: number;
  maxCents: number;
  /** Put in: what the member's cap and the plan's pool still take, and the centre wallet. Take out: the holding. */
  availableCents: number;
  capRoomCents: number;
  poolRoomCents: number;
}

/**
 * The amount field of the lobby's dialog: the shared amount rule, then the plan's bounds as the
 * server will check them (the server checks them again under its lock; the numbers may have moved).
 */
export function yuebaoAmountSchema(bounds: YuebaoFormBounds) {
  return z.object({
    money: amountRule.superRefine((text, ctx) => {
      const cents = amountToCents(text);
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (bounds.direction === 'out') {
        if (cents > bounds.availableCents) fail('validation.yuebaoOverHolding');
        return;
      }
      if (cents < bounds.minCents) fail('validation.yuebaoBelowMin');
      else if (cents > bounds.maxCents) fail('validation.yuebaoAboveMax');
      else if (cents > bounds.capRoomCents) fail('validation.yuebaoOverCap');
      else if (cents > bounds.poolRoomCents) fail('validation.yuebaoOverPool');
      else if (cents > bounds.availableCents) fail('validation.amountOverBalance');
    }),
  });
}
