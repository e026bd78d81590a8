import { SELF_EXCLUDE_MONTHS, TIME_OUT_DAYS } from '../../contracts/responsible-play';

export type StopKind = 'time_out' | 'self_exclusion';

const DAY_MS = 24 * 3600_000;

/** The same day of the month and time `months` calendar months on (the month's last day when it is shorter), in UTC as the server counts. */
function addCalendarMonths(at: Date, months: number): Date {
  const end = new Date(at.getTime());
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  return end;
}

/**
 * When a stop started `now` would end: whole days of 24 hours for a time-out, calendar months for a
 * self-exclusion; null for a length outside the contract's bounds (the form says why). The
 * confirmation shows this before the member commits, so it counts as the server does.
 */
export function stopEnd(kind: StopKind, length: number, now: Date): Date | null {
  const bounds = kind === 'time_out' ? TIME_OUT_DAYS : SELF_EXCLUDE_MONTHS;
  if (!Number.isInteger(length) || length < bounds.min || length > bounds.max) return null;
  return kind === 'time_out' ? new Date(now.getTime() + length * DAY_MS) : addCalendarMonths(now, length);
}
