import { z } from 'zod';
import { isoTime, moneyText, balanceVersion, balanceParts } from './money-text';

// Replies of the Yu-EBao calls and their types. The lobby imports only the types (`import type`),
// never these schemas (bundle budget). Money in 2-decimal strings.

/** One plan of `yuebao/getMemberYuebaoList`, with the caller's place in it. */
const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Parts per million a day (80 = 0.008 % a day). */
  daily_rate_ppm: z.number().int(),
  /** Percent a day, 4 decimals ("0.0080"). */
  daily_rate: z.string().regex(/^\d+\.\d{4}$/),
  /** Percent a year without compounding (365 days), 2 decimals ("2.92"). */
  annual_rate: z.string().regex(/^\d+\.\d{2}$/),
  /** 0: flexible; otherwise days after the latest put-in before money can be taken out. */
  term_days: z.number().int(),
  /** Bounds of one put-in. */
  min: moneyText,
  max: moneyText,
  /** The plan's total, and how much of it all members hold now. */
  pool: moneyText,
  pool_used: moneyText,
  /** The most one member may hold in the plan. */
  member_cap: moneyText,
  /** The caller's holding (principal and interest) and all interest it earned; "0.00" for visitors. */
  holding: moneyText,
  interest: moneyText,
  /** ISO time a fixed term ends; null when the money can be taken out now. */
  locked_until: isoTime.nullable(),
  /** False: closed to new money (a holding can still be taken out). */
  enabled: z.boolean(),
});
export type YuebaoPlan = z.infer<typeof planSchema>;

export const yuebaoListReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  list: z.array(planSchema),
  /** The centre wallet; null for a visitor. */
  money: moneyText.nullable(),
  total_holding: moneyText,
  total_interest: moneyText,
});
export type YuebaoListReply = z.infer<typeof yuebaoListReplySchema>;

/** `/yuebao/deposit` and `/yuebao/withdraw`: the centre wallet and the plan holding after the move. */
export const yuebaoMoveReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  message: z.string(),
  money: moneyText,
  plan_id: z.number().int(),
  holding: moneyText,
});
export type YuebaoMoveReply = z.infer<typeof yuebaoMoveReplySchema>;
