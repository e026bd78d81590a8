import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fetchMe } from '../../api/auth';
import { fetchBankAccounts, fetchPaymentChannels, fetchRecharges, startOnlinePayment, submitBankTransfer } from '../../api/deposits';
import { depositKeys } from '../../api/query-keys';
import type { NormalRechargeInput, OnlineRechargeInput } from '../../../domain/contracts/deposits';
import type { Recharge } from '../../../domain/contracts/replies/deposits';
import { appStore, useAppStore } from '../../store/app-store';
import { useMemberKey } from '../../store/use-member-key';
import { approvedIds, paymentOutcome } from './recharge-status';
import { useActionKey } from '../../components/use-action-key';

/** How often the deposits are re-read while a payment window is open. */
export const PAYMENT_POLL_MS = 2000;

/** The house bank accounts, per language. */
export function useBankAccounts() {
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: depositKeys.bankAccounts(member, lang), queryFn: fetchBankAccounts, enabled: Boolean(member), staleTime: 60_000 });
}

/** The online payment channels, per language. */
export function usePaymentChannels() {
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: depositKeys.paymentChannels(member, lang), queryFn: fetchPaymentChannels, enabled: Boolean(member), staleTime: 60_000 });
}

/**
 * The member's latest deposits. With `watching` (the id of an online order whose payment window is
 * open) they are re-read every 2 s until that order is paid or closed.
 */
export function useRecharges(watching: number | null = null) {
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  return useQuery({
    queryKey: depositKeys.rechargesOf(member, lang),
    queryFn: fetchRecharges,
    enabled: Boolean(member),
    refetchInterval: (query) => (watching !== null && paymentOutcome(query.state.data?.list, watching) === 'waiting' ? PAYMENT_POLL_MS : false),
    select: (reply) => reply.list,
  });
}

/** Puts a new or changed deposit at the head of the loaded list. */
function useRechargeWriter() {
  const client = useQueryClient();
  return (recharge: Recharge) => {
    client.setQueriesData<{ list: Recharge[] }>({ queryKey: depositKeys.recharges }, (old) => old && { list: [recharge, ...old.list.filter((r) => r.id !== recharge.id)] });
    void client.invalidateQueries({ queryKey: depositKeys.recharges });
  };
}

/** A bank-transfer deposit; its key is kept for retries until answered. `progress` is the upload's share sent (0–1). */
export function useBankTransfer() {
  const write = useRechargeWriter();
  const [progress, setProgress] = useState(0);
  const action = useActionKey();
  const mutation = useMutation({
    mutationFn: (input: NormalRechargeInput) => {
      setProgress(0);
      return action.run(input, (key) => submitBankTransfer(input, key, setProgress));
    },
    onSuccess: (reply) => write(reply.recharge),
  });
  return { ...mutation, progress };
}

/** An online order for the demo payment page. */
export function useOnlinePayment() {
  const write = useRechargeWriter();
  const action = useActionKey();
  return useMutation({
    mutationFn: (input: OnlineRechargeInput) => action.run(input, (key) => startOnlinePayment(input, key)),
    onSuccess: (reply) => write(reply.recharge),
  });
}

/**
 * The header balance follows the deposits: when one turns approved after the list was first seen
 * (paid in the popup, or approved by the operator while the member looks), the user info is read
 * again from `/auth/me`, the ledger's balance.
 */
export function useBalanceFollowsDeposits(list: readonly Recharge[] | undefined) {
  const seen = useRef<string | null>(null);
  const approved = list ? approvedIds(list) : null;
  useEffect(() => {
    if (approved === null) return;
    const before = seen.current;
    seen.current = approved;
    if (before === null || before === approved) return;
    fetchMe()
      .then((user) => appStore.getState().setUserInfo(user))
      .catch(() => undefined);
  }, [approved]);
}
