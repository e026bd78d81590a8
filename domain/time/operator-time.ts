/**
 * The operator's time, the one clock of the lobby and the server (README "Times and the operator's
 * zone"): China Standard Time, UTC+8 all year with no daylight saving, as the maintenance notice
 * states (GMT+8). Every time the lobby shows is written in it; the server's days (date filters,
 * daily limits, daily interest, job periods) and its messages count in it too, so a player abroad
 * reads the same time in the lobby as in a refusal or a toast. The offset is defined here only.
 */
const OFFSET_HOURS = 8;
const OFFSET_MS = OFFSET_HOURS * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The zone as the texts name it: "GMT+8". */
export const OPERATOR_ZONE = `GMT+${OFFSET_HOURS}`;

/** The zone as an ISO offset, for dates written with one and for SQL intervals: "+08:00". */
export const SERVER_UTC_OFFSET = `+${String(OFFSET_HOURS).padStart(2, '0')}:00`;

/** The operator's wall clock of an instant (ms since the epoch) as "YYYY-MM-DDTHH:MM:SS.sssZ" digits. */
const wallClock = (at: number): string => new Date(at + OFFSET_MS).toISOString();

/** The operator's wall clock of `iso`, or null for a missing or malformed time. */
function operatorClock(iso: string | null | undefined): string | null {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(at) ? null : wallClock(at);
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

/** The server day an instant falls on, as "YYYY-MM-DD". */
export function serverDay(at: Date): string {
  return wallClock(at.getTime()).slice(0, 10);
}

/** An instant as the server's clock shows it, "2026-01-31 14:05": messages that name the zone around it, job periods. */
export function serverClockText(at: Date): string {
  return wallClock(at.getTime()).slice(0, 16).replace('T', ' ');
}

/** The instant a server day ("2026-01-31") starts. */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00${SERVER_UTC_OFFSET}`);
}

/** The instant after a server day ends (the next day's start). */
export function dayEnd(day: string): Date {
  return new Date(dayStart(day).getTime() + DAY_MS);
}

/** The day `n` days after `day` ("YYYY-MM-DD"; before it when `n` < 0), by the calendar. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The same day of the month and time `months` calendar months on (the month's last day when it is shorter), in UTC. */
export function addCalendarMonths(at: Date, months: number): Date {
  const end = new Date(at.getTime());
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  return end;
}
