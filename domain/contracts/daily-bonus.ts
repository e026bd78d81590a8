import { z } from 'zod';
import { idRule } from './bank-cards';
import { addDays } from '../time/operator-time';

/*
 * Daily-bonus rules (docs/product.md §7 Daily bonus), shared by the lobby and the server. Days are server
 * days "YYYY-MM-DD" (UTC+8); a period is the calendar month "YYYY-MM" the check-ins of a tier count in.
 */

/** The fixed path id of the claim call (docs/product.md §9: "daily bonus award path 64"). */
export const DAILY_BONUS_AWARD_PATH_ID = 64;
/** Rows on one page of either history. */
export const DAILY_BONUS_PAGE = 10;

/** `POST /dailybonus/64/award`: the tier to claim. */
export const dailyBonusClaimSchema = z.object({ award_id: idRule('validation.invalid') });

/** `?page=&limit=` of `/dailybonus/history` and `/dailybonus/award/history`. */
export const dailyBonusHistorySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(DAILY_BONUS_PAGE),
});

/** The period ("YYYY-MM") a day ("YYYY-MM-DD") counts in. */
export function periodOf(day: string): string {
  return day.slice(0, 7);
}

/** The first and the last day of a period. */
export function periodBounds(period: string): { first: string; last: string } {
  const first = `${period}-01`;
  const [year, month] = period.split('-').map(Number) as [number, number];
  return { first, last: new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10) };
}

/** How many days are checked in a row up to `end` (0 when `end` itself is not). */
export function streakEnding(checked: ReadonlySet<string>, end: string): number {
  let n = 0;
  while (checked.has(addDays(end, -n))) n += 1;
  return n;
}

/** A tier's progress as a whole percentage, 0–100 (a tier passed counts as full). */
export function progressPercent(count: number, days: number): number {
  if (days <= 0) return 100;
  return Math.min(100, Math.floor((Math.max(0, count) * 100) / days));
}
