import { SELF_EXCLUDE_MONTHS, TIME_OUT_DAYS } from '../../../domain/contracts/responsible-play';
import { stopEndAt, type StopKind } from '../../../domain/play-stops/stop-end';

export type { StopKind };

/**
 * When a stop started `now` would end: whole days of 24 hours for a time-out, calendar months for a
 * self-exclusion; null for a length outside the contract's bounds (the form says why). The
 * confirmation shows this before the member commits, so it counts as the server does.
 */
export function stopEnd(kind: StopKind, length: number, now: Date): Date | null {
  const bounds = kind === 'time_out' ? TIME_OUT_DAYS : SELF_EXCLUDE_MONTHS;
  if (!Number.isInteger(length) || length < bounds.min || length > bounds.max) return null;
  return stopEndAt(kind, length, now);
}
