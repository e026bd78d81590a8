import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchRedbagDesc, fetchRedbagLog, openRedbags, startRedbagRound } from '../../../api/events';
import { showBalance } from '../../../store/show-balance';
import { useMemberKey } from '../../../store/use-member-key';
import { fairSeedsKey } from '../shared/fairness-panel';

/** Query key prefixes of the rain: the event (with the member's rounds left) and their log. */
export const redbagDescKey = ['redbag-desc'] as const;
export const redbagLogKey = ['redbag-log'] as const;

/** Rules, window, round length, cap, odds and (for a member) rounds left today. */
export function useRedbagDesc() {
  const member = useMemberKey();
  return useQuery({ queryKey: [...redbagDescKey, member], queryFn: fetchRedbagDesc });
}

/** One page (3 rows) of the member's opened packets; the previous page stays while the next loads. */
export function useRedbagLog(page: number) {
  const member = useMemberKey();
  return useQuery({
    queryKey: [...redbagLogKey, member, page],
    queryFn: () => fetchRedbagLog(page),
    enabled: member !== '',
    placeholderData: keepPreviousData,
  });
}

/** Starts a round on the server; the rounds left today change at once. */
export function useStartRound() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startRedbagRound,
    onSettled: () => client.invalidateQueries({ queryKey: redbagDescKey }),
  });
}

export interface RoundClaim {
  /** The round `/redbag/start` dealt. */
  roundId: number;
  times: number;
  /** The round's one idempotency key: a retry after a failure replays, it never pays twice. */
  key: string;
}

/** Ends a round with the packets opened; the server pays them, the balance shows the reply's. */
export function useOpenRedbags() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ roundId, times, key }: RoundClaim) => openRedbags(roundId, times, key),
    onSuccess: (reply) => showBalance(reply),
    onSettled: () =>
      Promise.all([redbagDescKey, redbagLogKey, fairSeedsKey].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
