import { useQuery } from '@tanstack/react-query';
import { fetchRedbagDesc, fetchWheelSetting } from '../../../api/events';
import { eventKeys } from '../../../api/query-keys';
import type { EventPrize } from '../../../../domain/contracts/replies/events';
import { useMemberKey } from '../../../store/use-member-key';
import type { DrawEvent } from '../shared/verify-link';

/**
 * The prize table the event publishes (the same queries as its own page, so a visit from it costs
 * nothing). Only the names and amounts come from it: the draw itself is still computed here.
 */
export function usePublishedPrizes(event: DrawEvent): EventPrize[] | undefined {
  const member = useMemberKey();
  const wheel = useQuery({ queryKey: eventKeys.wheelSetting, queryFn: fetchWheelSetting, staleTime: 60_000, enabled: event === 'wheel' });
  const red = useQuery({ queryKey: eventKeys.redbagDescOf(member), queryFn: fetchRedbagDesc, enabled: event === 'red' });
  return event === 'wheel' ? wheel.data?.prizes : red.data?.prizes;
}

/**
 * The prize the draw picked in that table, when the table is the one it was drawn with (the same
 * weights in the same order); otherwise null, and the page names the prize by its place only.
 */
export function prizeOfDraw(prizes: readonly EventPrize[] | undefined, weights: readonly number[], index: number): EventPrize | null {
  if (!prizes || prizes.length !== weights.length || prizes.some((p, i) => p.weight !== weights[i])) return null;
  return prizes[index] ?? null;
}
