/**
 * The moments of a reality check: every `minutes` after the session's start, counted from the
 * server's `started_at`, so every tab of the session computes the same moments.
 */

const MINUTE_MS = 60_000;

/** The first check moment after `now` (ms), or null when the check is off. */
export function nextCheckAt(startedAt: number, minutes: number, now: number): number | null {
  if (minutes <= 0 || !Number.isFinite(startedAt)) return null;
  const period = minutes * MINUTE_MS;
  const passed = Math.max(0, Math.floor((now - startedAt) / period));
  return startedAt + (passed + 1) * period;
}

/** Time logged in as whole hours and minutes, for the dialog's text. */
export function loggedInFor(startedAt: number, at: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor((at - startedAt) / MINUTE_MS));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
