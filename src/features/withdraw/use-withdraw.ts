import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withdrawalKeys } from '../../api/query-keys';
import { fetchWithdrawals, fetchWithdrawInfo, requestWithdrawal } from '../../api/withdrawals';
import type { DrawingForm } from '../../../domain/contracts/withdrawals';
import { useAppStore } from '../../store/app-store';
import { useMemberKey } from '../../store/use-member-key';
import { showBalance } from '../../store/show-balance';
import { useActionKey } from '../../components/use-action-key';

export function useWithdrawInfo() {
  const member = useMemberKey();
  return useQuery({ queryKey: withdrawalKeys.infoOf(member), queryFn: fetchWithdrawInfo, enabled: Boolean(member), staleTime: 0 });
}

export function useWithdrawals() {
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  // The operator decides elsewhere: every visit reads where each request stands.
  return useQuery({ queryKey: withdrawalKeys.listOf(member, lang), queryFn: fetchWithdrawals, enabled: Boolean(member), staleTime: 0 });
}

/** One request per action, its key kept for retries until answered; the header balance and the lists follow the answer. */
export function useRequestWithdrawal() {
  const client = useQueryClient();
  const action = useActionKey();
  return useMutation({
    mutationFn: (form: DrawingForm) => action.run(form, (key) => requestWithdrawal(form, key)),
    onSuccess: (reply) => showBalance(reply),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: withdrawalKeys.info }), client.invalidateQueries({ queryKey: withdrawalKeys.list })]),
  });
}
