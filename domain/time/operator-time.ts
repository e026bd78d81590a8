const GMT8_MS = 8 * 3600_000;

/**
 * The operator's time zone, as every time the lobby shows is written (README "Times and the
 * operator's zone"). The server's days, limits and messages count in it too, so a player abroad
 * reads the same time in the lobby as in a refusal or a toast.
 */
export const OPERATOR_ZONE = 'GMT+8';

/** The operator's wall clock of `iso` as "YYYY-MM-DDTHH:MM:SS…", or null for a missing or malformed time. */
function operatorClock(iso: string | null | undefined): string | null {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(at) ? null : new Date(at + GMT8_MS).toISOString();
}

/** "2026-12-07" in the operator's time (GMT+8); '' for a missing or malformed time. */
export function operatorDay(iso: string | null | undefined): string {
  return operatorClock(iso)?.slice(0, 10) ?? '';
}

/**
 * "2026-12-07 05:30" in the operator's time (GMT+8), as the server's messages write an end date;
 * for texts that name the zone around it. '' for a missing or malformed time.
 */
export function operatorDayTime(iso: string | null | undefined): string {
  return operatorClock(iso)?.slice(0, 16).replace('T', ' ') ?? '';
}

/**
 * "2026-12-07 05:30 (GMT+8)": a time with its zone named, for an end, a pending change or a window
 * shown where no text around it names the zone. '' for a missing or malformed time.
 */
export function operatorDayTimeNamed(iso: string | null | undefined): string {
  const shown = operatorDayTime(iso);
  return shown ? `${shown} (${OPERATOR_ZONE})` : '';
}
