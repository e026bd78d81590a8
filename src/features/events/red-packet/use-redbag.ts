import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchRedbagDesc, fetchRedbagLog, openRedbags, startRedbagRound } from '../../../api/events';
import { eventKeys } from '../../../api/query-keys';
import { showBalance } from '../../../store/show-balance';
import { useMemberKey } from '../../../store/use-member-key';

/** Rules, window, round length, cap, odds and (for a member) rounds left today. */
export function useRedbagDesc() {
  const member = useMemberKey();
  return useQuery({ queryKey: eventKeys.redbagDescOf(member), queryFn: fetchRedbagDesc });
}

/** One page (3 rows) of the member's opened packets; the previous page stays while the next loads. */
export function useRedbagLog(page: number) {
  const member = useMemberKey();
  return useQuery({
    queryKey: eventKeys.redbagLogOf(member, page),
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
    onSettled: () => client.invalidateQueries({ queryKey: eventKeys.redbagDesc }),
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
      Promise.all([eventKeys.redbagDesc, eventKeys.redbagLog, eventKeys.fairSeeds].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
