import type { EventWindow } from '../../../../domain/contracts/replies/events';

/** Why the wheel cannot spin now, or null when it can (a visitor is asked to log in separately). */
export type WheelBlock = 'closed' | 'notStarted' | 'ended' | 'noChances';

/** The reason a spin is not possible: the event switched off, outside its window, or no chances left. */
export function wheelBlock(setting: EventWindow, chances: number | null, now: number): WheelBlock | null {
  if (!setting.is_open) return 'closed';
  if (now < Date.parse(setting.start_at)) return 'notStarted';
  if (now > Date.parse(setting.end_at)) return 'ended';
  if (chances !== null && chances <= 0) return 'noChances';
  return null;
}
