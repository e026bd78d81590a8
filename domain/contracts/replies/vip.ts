import { z } from 'zod';
import { moneyText } from './money-text';

// Replies of the VIP ladder and its rebate rates and their types. The lobby imports only the types
// (`import type`), never these schemas (bundle budget). Money as 2-decimal strings.

/** One VIP level of `/member/vips`. A level the operator has given no benefits row shows its benefits as null. */
const vipLevelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  /** Credited deposits in all that reach this level. */
  min_deposit: moneyText,
  upgrade_bonus: moneyText,
  daily_withdrawals: z.number().int().nullable(),
  daily_withdrawal_limit: moneyText.nullable(),
  birthday_bonus: moneyText.nullable(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** The caller's standing on the ladder: in the reply only when called with a member's token. */
const vipProgressSchema = z.object({
  level: z.number().int(),
  /** The member's credited (approved) deposits in all. */
  deposited: moneyText,
  /** The next level; null at the top. */
  next_level: z.number().int().nullable(),
  /** The next level's threshold; null at the top. */
  next_min_deposit: moneyText.nullable(),
  /** What is left to deposit to reach it: "0.00" once reached (the upgrade is the operator's), null at the top. */
  needed: moneyText.nullable(),
});
export type VipProgress = z.infer<typeof vipProgressSchema>;

/** `GET /member/vips`: the levels, lowest first, and the member's progress (null for a visitor). */
export const vipsReplySchema = z.object({ levels: z.array(vipLevelSchema), member: vipProgressSchema.nullable() });
export type VipsReply = z.infer<typeof vipsReplySchema>;

/**
 * One row of `GET /fs/levels?game_type=`: the rebate rate of a VIP level for that game type, in
 * percent of valid betting with 2 decimals ("0.80" is 0.80 %). The server keeps basis points.
 */
const rebateLevelSchema = z.object({ level: z.number().int(), name: z.string(), rate: z.string().regex(/^\d+\.\d{2}$/) });
export type RebateLevel = z.infer<typeof rebateLevelSchema>;
export const rebateLevelsReplySchema = z.array(rebateLevelSchema);
