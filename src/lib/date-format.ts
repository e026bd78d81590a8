/**
 * Dates of server replies (ISO strings) as the lobby shows them, in the browser's time zone:
 * "2026-11-23" and "2026-11-23 10:05", the same digits in every interface language.
 */
const dateParts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const timeParts = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "2026-11-23", or '' for a missing or malformed time. */
export function formatDay(iso: string | null | undefined): string {
  const at = iso ? new Date(iso) : null;
  return at && !Number.isNaN(at.getTime()) ? dateParts.format(at) : '';
}

/** "2026-11-23 10:05", or '' for a missing or malformed time. */
export function formatDayTime(iso: string | null | undefined): string {
  const day = formatDay(iso);
  return day ? `${day} ${timeParts.format(new Date(iso!))}` : '';
}
