import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkInToday, claimDailyAward, fetchAwardHistory, fetchCheckInHistory, fetchDailyBonus } from '../../api/daily-bonus';
import { dailyBonusKeys } from '../../api/query-keys';
import type { DailyBonusStatus } from '../../../domain/contracts/replies/daily-bonus';
import { useAppStore } from '../../store/app-store';
import { showBalance } from '../../store/show-balance';
import { useMemberKey } from '../../store/use-member-key';
import { useActionKey } from '../../components/use-action-key';

function useKeyParts() {
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  return { member, lang };
}

/** The period, its checked days and the tiers; read fresh on each visit (the server's day moves on). */
export function useDailyBonus() {
  const { member, lang } = useKeyParts();
  return useQuery({ queryKey: dailyBonusKeys.status(member, lang), queryFn: fetchDailyBonus, enabled: Boolean(member), staleTime: 0, refetchOnWindowFocus: true });
}

/** Today's check-in: the page shows it at once, then reloads what it changed (tier states, histories). */
export function useCheckIn() {
  const client = useQueryClient();
  const { member, lang } = useKeyParts();
  return useMutation({
    mutationFn: checkInToday,
    onSuccess: (reply) =>
      client.setQueryData<DailyBonusStatus>(dailyBonusKeys.status(member, lang), (old) =>
        old && old.today === reply.day
          ? { ...old, checked_today: true, count: reply.count, streak: reply.streak, checked_days: [...new Set([...old.checked_days, reply.day])].sort() }
          : old,
      ),
    // Also after a refusal: "already checked in" means the page was out of date.
    onSettled: () => client.invalidateQueries({ queryKey: dailyBonusKeys.all }),
  });
}

/** Claims a tier with a key of its own, kept for retries until answered; the header balance shows the credit at once. */
export function useClaimAward() {
  const client = useQueryClient();
  const { member, lang } = useKeyParts();
  const action = useActionKey();
  return useMutation({
    mutationFn: (awardId: number) => action.run(awardId, (key) => claimDailyAward(awardId, key)),
    onSuccess: (reply) => {
      showBalance(reply);
      client.setQueryData<DailyBonusStatus>(dailyBonusKeys.status(member, lang), (old) => old && { ...old, list: old.list.map((a) => (a.id === reply.award.id ? reply.award : a)) });
    },
    onSettled: () => client.invalidateQueries({ queryKey: dailyBonusKeys.all }),
  });
}

/** One page of the check-ins; the previous page stays while the next loads. */
export function useCheckInHistory(page: number) {
  const { member, lang } = useKeyParts();
  return useQuery({ queryKey: dailyBonusKeys.checkIns(member, lang, page), queryFn: () => fetchCheckInHistory(page), enabled: Boolean(member), staleTime: 0, placeholderData: keepPreviousData });
}

/** One page of the claimed awards. */
export function useAwardHistory(page: number) {
  const { member, lang } = useKeyParts();
  return useQuery({ queryKey: dailyBonusKeys.awards(member, lang, page), queryFn: () => fetchAwardHistory(page), enabled: Boolean(member), staleTime: 0, placeholderData: keepPreviousData });
}
