import { z } from 'zod';
import { PLAIN_TEXT } from './plain-text.ts';

/*
 * Team and agent rules (docs/product.md §5 and §7), used by the lobby's forms and the server alike.
 * Messages are `validation.` keys of the locale files.
 */

/** An agent application's reason (docs/product.md §5 and §9). */
export const AGENT_REASON_MIN = 10;
export const AGENT_REASON_MAX = 1000;
/** The longest report range, in days counted inclusively: about a quarter. */
export const TEAM_RANGE_MAX_DAYS = 92;
/** Direct children on one page of `/team/childlist`. */
export const TEAM_PAGE_SIZE = 10;
/** A name search is a part of a username (usernames are 6–12 characters). */
export const TEAM_KEYWORD_MAX = 12;

/** `POST /agent/apply`: why the member wants to be an agent. */
export const agentApplySchema = z.object({
  reason: z
    .string({ error: 'validation.agentReasonRequired' })
    .trim()
    .min(1, 'validation.agentReasonRequired')
    .min(AGENT_REASON_MIN, 'validation.agentReasonLength')
    .max(AGENT_REASON_MAX, 'validation.agentReasonLength')
    // Shown back to the member and the operator as text: no control or bidi characters but line breaks and tabs.
    .regex(PLAIN_TEXT, 'validation.agentReasonFormat'),
});
export type AgentApplyValues = z.output<typeof agentApplySchema>;

/** `POST /team/childlist`: a page of the member's direct children, optionally by part of a name. */
export const teamChildListSchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    page: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'validation.invalid').max(10_000, 'validation.invalid').default(1),
    keyword: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(TEAM_KEYWORD_MAX, 'validation.teamKeywordLength')
      .regex(/^[\p{L}\p{N}_]*$/u, 'validation.teamKeywordFormat')
      .optional(),
  }),
);
export type TeamChildListValues = z.output<typeof teamChildListSchema>;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether "YYYY-MM-DD" names a real calendar day (no 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  const match = dayPattern.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Days from `start` to `end` counted inclusively (both "YYYY-MM-DD"); 1 for a single day. */
export function daysInRange(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

const dayRule = z.string({ error: 'validation.dateFormat' }).refine(isCalendarDay, 'validation.dateFormat');

/**
 * A report range of server days: start ≤ end, at most TEAM_RANGE_MAX_DAYS days. The server also
 * refuses an end after its own today (it alone knows its clock); the form checks it with `today`.
 */
export function teamRangeSchema(today?: string) {
  return z
    .object({ start_date: dayRule, end_date: dayRule })
    .refine((r) => r.start_date <= r.end_date, { error: 'validation.teamRangeOrder', path: ['end_date'] })
    .refine((r) => r.start_date > r.end_date || daysInRange(r.start_date, r.end_date) <= TEAM_RANGE_MAX_DAYS, {
      error: 'validation.teamRangeLength',
      path: ['end_date'],
    })
    .refine((r) => today === undefined || r.end_date <= today, { error: 'validation.teamRangeFuture', path: ['end_date'] });
}
export const teamRangeQuerySchema = teamRangeSchema();
export type TeamRangeValues = z.output<typeof teamRangeQuerySchema>;
