import { periodBounds } from '../../../domain/contracts/daily-bonus';

/** One square of the month: a day of the period, or a blank before the 1st / after the last day. */
export interface CalendarCell {
  /** "YYYY-MM-DD", null for a blank. */
  day: string | null;
  /** Day of the month, 1–31 (0 for a blank). */
  date: number;
  checked: boolean;
  today: boolean;
}

/** Weeks start on Monday, as calendars in China do. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** Always six weeks, so the calendar is the same height in every month (the page does not jump). */
const CELLS = 6 * 7;

/** The period's days laid out in six Monday-first weeks, the checked days and today marked. */
export function monthGrid(period: string, checkedDays: readonly string[], today: string): CalendarCell[][] {
  const { first, last } = periodBounds(period);
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const length = Number(last.slice(8));
  const checked = new Set(checkedDays);
  const cells = Array.from({ length: CELLS }, (_, i): CalendarCell => {
    const date = i - lead + 1;
    if (date < 1 || date > length) return { day: null, date: 0, checked: false, today: false };
    const day = `${period}-${String(date).padStart(2, '0')}`;
    return { day, date, checked: checked.has(day), today: day === today };
  });
  return Array.from({ length: CELLS / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Check-ins a tier still needs this period (0 once reached). */
export function daysLeft(progress: number, days: number): number {
  return Math.max(0, days - progress);
}
