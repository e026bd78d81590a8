import { z } from 'zod';
import type { YuebaoListReply, YuebaoMoveReply, YuebaoPlan } from '../yuebao-types';
import { isoTime, moneyText, balanceVersion, balanceParts } from './money-text';

/** Reply schemas of the Yu-EBao calls (server side only; each satisfies its contract type). */

const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  daily_rate_ppm: z.number().int(),
  daily_rate: z.string().regex(/^\d+\.\d{4}$/),
  annual_rate: z.string().regex(/^\d+\.\d{2}$/),
  term_days: z.number().int(),
  min: moneyText,
  max: moneyText,
  pool: moneyText,
  pool_used: moneyText,
  member_cap: moneyText,
  holding: moneyText,
  interest: moneyText,
  locked_until: isoTime.nullable(),
  enabled: z.boolean(),
}) satisfies z.ZodType<YuebaoPlan>;

export const yuebaoListReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  list: z.array(planSchema),
  money: moneyText.nullable(),
  total_holding: moneyText,
  total_interest: moneyText,
}) satisfies z.ZodType<YuebaoListReply>;

export const yuebaoMoveReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  message: z.string(),
  money: moneyText,
  plan_id: z.number().int(),
  holding: moneyText,
}) satisfies z.ZodType<YuebaoMoveReply>;
