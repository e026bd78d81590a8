import { operatorDay, operatorDayTime } from '../../domain/time/operator-time';

/**
 * Dates of server replies (ISO strings) as the lobby shows them: in the operator's zone (GMT+8),
 * never the browser's, so a record's time, a day filter and the server's own messages agree
 * (README "Times and the operator's zone"). "2026-11-23" and "2026-11-23 10:05", the same digits
 * in every interface language. Ends, pending changes and windows name the zone: operatorDayTimeNamed.
 */

/** "2026-11-23", or '' for a missing or malformed time. */
export function formatDay(iso: string | null | undefined): string {
  return operatorDay(iso);
}

/** "2026-11-23 10:05", or '' for a missing or malformed time. */
export function formatDayTime(iso: string | null | undefined): string {
  return operatorDayTime(iso);
}
