import type { MemberLimits } from '../../../domain/contracts/replies/responsible-play';
import { LIMIT_FIELDS } from '../../../domain/contracts/responsible-play-types';
import { toCentsOrNull } from '../../../domain/money/money';

/**
 * How much the member may still deposit under their own limits now, in cents: the smallest room
 * left in any limited period (never below 0), or null when no limit is set. The server refuses
 * anything over it (README.md, "Money and the operator"), so the pages say it before a member asks.
 */
export function depositRoomCents(limits: MemberLimits): number | null {
  let room: number | null = null;
  for (const field of LIMIT_FIELDS) {
    const limit = toCentsOrNull(limits[field]);
    if (limit === null) continue;
    const left = Math.max(0, limit - (toCentsOrNull(limits.used[field]) ?? 0));
    room = room === null ? left : Math.min(room, left);
  }
  return room;
}
