import { addCalendarMonths } from '../time/operator-time';

/** The member's own stops (docs/product.md §10.1). */
export type StopKind = 'time_out' | 'self_exclusion';

const DAY_MS = 24 * 3600_000;

/**
 * When a stop started `now` ends: whole days of 24 hours for a time-out, calendar months for a
 * self-exclusion. The server stores it; the lobby's confirmation shows it before the member commits.
 */
export function stopEndAt(kind: StopKind, length: number, now: Date): Date {
  return kind === 'time_out' ? new Date(now.getTime() + length * DAY_MS) : addCalendarMonths(now, length);
}
