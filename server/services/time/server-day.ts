/**
 * The server's day is the operator's: China Standard Time, UTC+8 all year (no daylight saving), as
 * the maintenance notice states (GMT+8). Date filters, daily limits and daily interest use it.
 */
export const SERVER_UTC_OFFSET = '+08:00';
const offsetMs = 8 * 3600_000;

/** The instant a server day ("2026-01-31") starts. */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00${SERVER_UTC_OFFSET}`);
}

/** The instant after a server day ends (the next day's start). */
export function dayEnd(day: string): Date {
  return new Date(dayStart(day).getTime() + 24 * 3600_000);
}

/** The server day an instant falls on, as "YYYY-MM-DD". */
export function serverDay(at: Date): string {
  return new Date(at.getTime() + offsetMs).toISOString().slice(0, 10);
}
