import { z } from 'zod';
import { LIMIT_FIELDS } from '../responsible-play-types';
import { isoTime, moneyText } from './money-text';

// Replies of the deposit-limit calls and their types. The lobby imports only the types
// (`import type`), never these schemas (bundle budget).

const limitField = z.enum(LIMIT_FIELDS);

/** A raise or a removal waiting out its cooling-off; `value` null is "no limit". */
const pendingLimitSchema = z.object({ field: limitField, value: moneyText.nullable(), effective_at: isoTime });
export type PendingLimit = z.infer<typeof pendingLimitSchema>;

/** Deposits (approved and pending) counted in each rolling period now. */
const limitUsageSchema = z.object({ deposit_day: moneyText, deposit_week: moneyText, deposit_month: moneyText });

/** `GET /member/limits`: the limits in force (null = none), what waits, and the member's own stops. */
export const memberLimitsSchema = z.object({
  deposit_day: moneyText.nullable(),
  deposit_week: moneyText.nullable(),
  deposit_month: moneyText.nullable(),
  pending: z.array(pendingLimitSchema),
  /** What each period has used, for the page's bars. */
  used: limitUsageSchema,
  reality_check_minutes: z.union([z.literal(0), z.literal(30), z.literal(60), z.literal(90)]),
  time_out_until: isoTime.nullable(),
  excluded_until: isoTime.nullable(),
  /** True once the member set a limit or skipped the prompt: the prompt is not shown again. */
  prompted: z.boolean(),
});
export type MemberLimits = z.infer<typeof memberLimitsSchema>;

/** `POST /member/limits`: the limits after the change, with a message in the caller's language. */
export const limitsChangeReplySchema = z.object({
  message: z.string(),
  limits: memberLimitsSchema,
});
export type LimitsChangeReply = z.infer<typeof limitsChangeReplySchema>;

/** The 403 a deposit over a limit answers (documented here; the error handler sends it). */
export const depositLimitRefusalSchema = z.object({
  message: z.string(),
  code: z.literal('deposit_limit'),
  /** What is left in each limited period (only periods with a limit). */
  left: z.object({ deposit_day: moneyText.optional(), deposit_week: moneyText.optional(), deposit_month: moneyText.optional() }),
});
export type DepositLimitRefusal = z.infer<typeof depositLimitRefusalSchema>;
