import { z } from 'zod';
import { passwordRule } from './auth';
import { amountRule } from './money';
import { LIMIT_FIELDS } from './responsible-play-types';

/** A raise or a removal of a limit waits this long; a lower value or a new limit applies at once. */
export const LIMIT_COOLING_OFF_HOURS = 24;
/** Rolling periods of the three limits, in days (a month counts as 30 days). */
export const LIMIT_PERIOD_DAYS = { deposit_day: 1, deposit_week: 7, deposit_month: 30 } as const;

export const TIME_OUT_DAYS = { min: 1, max: 42 } as const;
export const SELF_EXCLUDE_MONTHS = { min: 6, max: 60 } as const;

/** An amount, or null to remove the limit; a field left out is left as it is. */
const limitValue = amountRule.nullable().optional();

/** `POST /member/limits`: at least one of the three. */
export const limitsChangeSchema = z
  .object({ deposit_day: limitValue, deposit_week: limitValue, deposit_month: limitValue })
  .strict()
  .refine((v) => LIMIT_FIELDS.some((field) => v[field] !== undefined), 'validation.limitRequired');
export type LimitsChangeForm = z.input<typeof limitsChangeSchema>;

/** `POST /member/limits/cancel`: drop a pending raise or removal of one limit. */
export const limitCancelSchema = z.object({ field: z.enum(LIMIT_FIELDS, { error: 'validation.limitField' }) });

/** `POST /member/reality_check`. */
export const realityCheckSchema = z.object({
  minutes: z.union([z.literal(0), z.literal(30), z.literal(60), z.literal(90)], { error: 'validation.realityCheckMinutes' }),
});

/** `POST /member/time_out`: whole days 1–42, confirmed with the login password. */
export const timeOutSchema = z.object({
  days: z.coerce
    .number({ error: 'validation.timeOutDays' })
    .int('validation.timeOutDays')
    .min(TIME_OUT_DAYS.min, 'validation.timeOutDays')
    .max(TIME_OUT_DAYS.max, 'validation.timeOutDays'),
  password: passwordRule,
});
export type TimeOutForm = z.input<typeof timeOutSchema>;

/** `POST /member/self_exclude`: whole months 6–60, confirmed with the login password. */
export const selfExcludeSchema = z.object({
  months: z.coerce
    .number({ error: 'validation.selfExcludeMonths' })
    .int('validation.selfExcludeMonths')
    .min(SELF_EXCLUDE_MONTHS.min, 'validation.selfExcludeMonths')
    .max(SELF_EXCLUDE_MONTHS.max, 'validation.selfExcludeMonths'),
  password: passwordRule,
});
export type SelfExcludeForm = z.input<typeof selfExcludeSchema>;
