import { z } from 'zod';
import { LIMIT_FIELDS, type DepositLimitRefusal, type LimitsChangeReply, type MemberLimits } from '../responsible-play-types';
import { isoTime, moneyText } from './money-text';

/** Reply schemas of the deposit-limit calls (server side only; each satisfies its contract type). */

const limitField = z.enum(LIMIT_FIELDS);

export const memberLimitsSchema = z.object({
  deposit_day: moneyText.nullable(),
  deposit_week: moneyText.nullable(),
  deposit_month: moneyText.nullable(),
  pending: z.array(z.object({ field: limitField, value: moneyText.nullable(), effective_at: isoTime })),
  used: z.object({ deposit_day: moneyText, deposit_week: moneyText, deposit_month: moneyText }),
  reality_check_minutes: z.union([z.literal(0), z.literal(30), z.literal(60), z.literal(90)]),
  time_out_until: isoTime.nullable(),
  excluded_until: isoTime.nullable(),
  prompted: z.boolean(),
}) satisfies z.ZodType<MemberLimits>;

export const limitsChangeReplySchema = z.object({
  message: z.string(),
  limits: memberLimitsSchema,
}) satisfies z.ZodType<LimitsChangeReply>;

/** The 403 a deposit over a limit answers (documented here; the error handler sends it). */
export const depositLimitRefusalSchema = z.object({
  message: z.string(),
  code: z.literal('deposit_limit'),
  left: z.object({ deposit_day: moneyText.optional(), deposit_week: moneyText.optional(), deposit_month: moneyText.optional() }),
}) satisfies z.ZodType<DepositLimitRefusal>;
