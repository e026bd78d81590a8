import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rebateKeys, walletKeys } from '../../api/query-keys';
import { collectRebates, fetchProviderWallet, fetchWallets, recoverAll, setAutoTransfer, transferMoney, type TransferInput } from '../../api/wallet';
import type { ProviderWallet, WalletsReply } from '../../../domain/contracts/replies/money';
import { useMemberKey } from '../../store/use-member-key';
import type { VersionedMoney } from '../../store/balance-rule';
import { showBalance } from '../../store/show-balance';
import { useActionKey } from '../../components/use-action-key';

/**
 * The centre wallet and every provider wallet, loaded together. Money moves elsewhere too (bets in
 * the game window, deposits approved): read fresh on every visit and on each money move the query
 * client follows (a launch, a popup closed, the window regaining focus).
 */
export function useWallets() {
  const member = useMemberKey();
  return useQuery({ queryKey: walletKeys.walletsOf(member), queryFn: fetchWallets, enabled: Boolean(member), staleTime: 0 });
}

/** Writes one provider wallet (and, when known, the centre balance) into the loaded wallets. */
function useWalletWriter() {
  const client = useQueryClient();
  const member = useMemberKey();
  return (wallet: ProviderWallet | null, centre?: VersionedMoney) => {
    client.setQueryData<WalletsReply>(walletKeys.walletsOf(member), (old) =>
      old && {
        ...old,
        money: centre?.money ?? old.money,
        list: wallet ? old.list.map((w) => (w.api_code === wallet.api_code ? wallet : w)) : old.list,
      },
    );
    if (centre !== undefined) showBalance(centre);
  };
}

/** Reloads one provider wallet on its own (its refresh icon). */
export function useRefreshWallet() {
  const write = useWalletWriter();
  return useMutation({ mutationFn: fetchProviderWallet, onSuccess: (wallet) => write(wallet) });
}

/** A transfer in or out; a retry of a submit left unanswered sends its key again, so money moves once. */
export function useTransfer() {
  const write = useWalletWriter();
  const action = useActionKey();
  return useMutation({
    mutationFn: (input: TransferInput) => action.run(input, (key) => transferMoney(input, key)),
    onSuccess: (reply) => write(reply.wallet, reply),
  });
}

/** Every provider balance back to the centre wallet; reloads the whole list afterwards. */
export function useRecoverAll() {
  const client = useQueryClient();
  const member = useMemberKey();
  const action = useActionKey();
  return useMutation({
    mutationFn: () => action.run('recover-all', recoverAll),
    onSuccess: (reply) => showBalance(reply),
    onSettled: () => client.invalidateQueries({ queryKey: walletKeys.walletsOf(member) }),
  });
}

export function useAutoTransfer() {
  const client = useQueryClient();
  const member = useMemberKey();
  return useMutation({
    mutationFn: setAutoTransfer,
    onSuccess: (reply) => client.setQueryData<WalletsReply>(walletKeys.walletsOf(member), (old) => old && { ...old, auto_transfer: reply.status === 1 }),
  });
}

/** Collects the rebates listed when the list was loaded (`loadedAt`, ms). */
export function useCollectRebates() {
  const client = useQueryClient();
  const action = useActionKey();
  return useMutation({
    mutationFn: (loadedAt: number) => {
      const deadtime = Math.floor(loadedAt / 1000);
      return action.run(deadtime, (key) => collectRebates(deadtime, key));
    },
    onSuccess: (reply) => showBalance(reply),
    onSettled: () => client.invalidateQueries({ queryKey: rebateKeys.all }),
  });
}
