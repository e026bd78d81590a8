import type { RedbagDesc } from '../../../../domain/contracts/replies/events';

/** Whether a round may start now, and if not, why (each has its notice under `redRain`). */
export type RainAvailability = 'open' | 'closed' | 'notStarted' | 'ended' | 'noRounds';

/** Reads the event's switch, window and the member's rounds left (null for a visitor: they may try, and are asked to log in). */
export function rainAvailability(desc: RedbagDesc, now: number): RainAvailability {
  if (!desc.is_open) return 'closed';
  const start = Date.parse(desc.start_at);
  const end = Date.parse(desc.end_at);
  if (Number.isFinite(start) && now < start) return 'notStarted';
  if (Number.isFinite(end) && now > end) return 'ended';
  if (desc.chances !== null && desc.chances <= 0) return 'noRounds';
  return 'open';
}
