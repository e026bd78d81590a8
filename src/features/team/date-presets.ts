import type { TeamRangeValues } from '../../../domain/contracts/team';
import { addDays, serverDay } from '../../../domain/time/operator-time';

export type RangePreset = 'today' | 'last7' | 'last30';
export const rangePresets: readonly RangePreset[] = ['today', 'last7', 'last30'];
const presetDays: Record<RangePreset, number> = { today: 1, last7: 7, last30: 30 };

/**
 * The server's day ("YYYY-MM-DD") at `now`. The server counts days in its own time zone, UTC+8 all
 * year: "today" and the presets are its days, not the browser's, so a range never ends in the server's future.
 */
export function serverToday(now: Date = new Date()): string {
  return serverDay(now);
}

/** A preset's range ending today: today alone, or the last 7 or 30 days with today. */
export function presetRange(preset: RangePreset, today: string): TeamRangeValues {
  return { start_date: addDays(today, 1 - presetDays[preset]), end_date: today };
}

/** The preset a range is, if any (to mark its button pressed). */
export function presetOf(range: TeamRangeValues, today: string): RangePreset | null {
  return rangePresets.find((p) => {
    const r = presetRange(p, today);
    return r.start_date === range.start_date && r.end_date === range.end_date;
  }) ?? null;
}
