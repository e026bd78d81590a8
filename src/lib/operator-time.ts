const GMT8_MS = 8 * 3600_000;

/**
 * "2026-12-07 05:30" in the operator's time (GMT+8), as the server's messages write an end date;
 * the texts around it name the zone, so a player abroad reads the same time the refusals say.
 * '' for a malformed time.
 */
export function operatorDayTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : new Date(at + GMT8_MS).toISOString().slice(0, 16).replace('T', ' ');
}
