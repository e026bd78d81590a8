import { z } from 'zod';
import type { RebateLevel, VipLevel, VipProgress, VipsReply } from '../vip-types';
import { moneyText } from './money-text';

/** Reply schemas of the VIP ladder and its rebate rates (server side only; each satisfies its contract type). */

const vipLevelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  min_deposit: moneyText,
  upgrade_bonus: moneyText,
  daily_withdrawals: z.number().int().nullable(),
  daily_withdrawal_limit: moneyText.nullable(),
  birthday_bonus: moneyText.nullable(),
}) satisfies z.ZodType<VipLevel>;

const vipProgressSchema = z.object({
  level: z.number().int(),
  deposited: moneyText,
  next_level: z.number().int().nullable(),
  next_min_deposit: moneyText.nullable(),
  needed: moneyText.nullable(),
}) satisfies z.ZodType<VipProgress>;

export const vipsReplySchema = z.object({ levels: z.array(vipLevelSchema), member: vipProgressSchema.nullable() }) satisfies z.ZodType<VipsReply>;

/** Percent of valid betting, 2 decimals ("0.80"). */
export const rebateLevelsReplySchema = z.array(
  z.object({ level: z.number().int(), name: z.string(), rate: z.string().regex(/^\d+\.\d{2}$/) }) satisfies z.ZodType<RebateLevel>,
);
