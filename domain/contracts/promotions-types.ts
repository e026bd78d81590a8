import type { ActivityItem } from './replies/promotions';

// Promotions apart from their replies (replies/promotions.ts). Kept free of zod: pages read
// `activityPhase` without pulling the schemas in.

/** Fixed id of the activity apply path (docs/product.md §9: `POST /act/apply/35`). */
export const ACT_APPLY_ID = 35;

/** Where an activity's run stands at a moment. */
export type ActivityPhase = 'upcoming' | 'ongoing' | 'ended';

/** The phase of a run at `now` (ms); open ends count as running. */
export function activityPhase(item: Pick<ActivityItem, 'starts_at' | 'ends_at'>, now: number): ActivityPhase {
  if (item.starts_at && Date.parse(item.starts_at) > now) return 'upcoming';
  if (item.ends_at && Date.parse(item.ends_at) < now) return 'ended';
  return 'ongoing';
}
