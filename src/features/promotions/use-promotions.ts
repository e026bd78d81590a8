import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyAct, fetchAct, fetchActivities, fetchActivity, fetchActs, fetchApplyResults, fetchFirstDepositStanding } from '../../api/promotions';
import { promotionKeys } from '../../api/query-keys';
import type { ActApplication, ActApplyReply } from '../../../domain/contracts/replies/promotions';
import { balanceFields } from '../../store/balance-rule';
import { appStore, useAppStore } from '../../store/app-store';
import { useMemberKey } from '../../store/use-member-key';
import { useActionKey } from '../../components/use-action-key';

const STALE_MS = 60_000;

/** Activity cards of /Promotion, per language. */
export function useActivities() {
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: promotionKeys.activities(lang), queryFn: fetchActivities, staleTime: STALE_MS });
}

/** One activity with its body; `id` null waits (a closed dialog, a bad route id). */
export function useActivity(id: number | null) {
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: promotionKeys.activity(id, lang), queryFn: () => fetchActivity(id!), enabled: id !== null, staleTime: STALE_MS });
}

/**
 * The member's standing with a first-deposit activity; idle for visitors and other kinds. Read again
 * on focus: the bonus arrives when the operator approves the deposit, while the page may be open.
 */
export function useFirstDepositStanding(id: number | null) {
  const member = useMemberKey();
  return useQuery({
    queryKey: promotionKeys.firstDeposit(id, member),
    queryFn: () => fetchFirstDepositStanding(id!),
    enabled: id !== null && Boolean(member),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** Acts members apply for, per language. */
export function useActs() {
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: promotionKeys.acts(lang), queryFn: fetchActs, staleTime: STALE_MS });
}

/** One act (`/act/{id}`): the bonus and whether it takes applications; `id` null waits. */
export function useAct(id: number | null) {
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: promotionKeys.act(id, lang), queryFn: () => fetchAct(id!), enabled: id !== null, staleTime: STALE_MS });
}

/** The signed-in member's applications (`/act/apply/result`); idle for visitors. */
export function useApplyResults() {
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: promotionKeys.applyResultsOf(member, lang), queryFn: fetchApplyResults, enabled: Boolean(member) });
}

/**
 * Applies for an act. On success the wallet shows the new balance at once and the application
 * heads the member's result list; any answer refreshes that list from the server.
 */
export function useApplyAct() {
  const client = useQueryClient();
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  const action = useActionKey();
  return useMutation({
    mutationFn: (actId: number) => action.run(actId, (key) => applyAct(actId, key)),
    onSuccess: (reply: ActApplyReply) => {
      appStore.getState().setBalance(balanceFields(reply));
      client.setQueryData<ActApplication[]>(promotionKeys.applyResultsOf(member, lang), (old) => [
        reply.application,
        ...(old ?? []).filter((a) => a.id !== reply.application.id),
      ]);
    },
    onSettled: () => client.invalidateQueries({ queryKey: promotionKeys.applyResults }),
  });
}
