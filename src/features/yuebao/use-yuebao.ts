import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { yuebaoKeys } from '../../api/query-keys';
import { fetchYuebaoList, yuebaoDeposit, yuebaoWithdraw } from '../../api/yuebao';
import type { YuebaoMoveValues } from '../../../domain/contracts/yuebao';
import { useAppStore } from '../../store/app-store';
import { showBalance } from '../../store/show-balance';
import type { VersionedMoney } from '../../store/balance-rule';
import { useMemberKey } from '../../store/use-member-key';
import { useActionKey } from '../../components/use-action-key';

/** Shows the centre balance the server answered with (a visitor's list has none), unless a newer one is shown. */
export function showYuebaoBalance(reply: Omit<VersionedMoney, 'money'> & { money: string | null }): void {
  if (reply.money !== null) showBalance({ ...reply, money: reply.money });
}

/** The plans; for a member also their holdings, interest and centre wallet (keyed per member). */
export function useYuebaoList() {
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: yuebaoKeys.list(member, lang), queryFn: fetchYuebaoList });
}

export interface YuebaoMove {
  direction: 'in' | 'out';
  values: YuebaoMoveValues;
}

/** Puts money in or takes it out; a retry of a move left unanswered sends its key again, so it moves the money once. */
export function useYuebaoMove() {
  const client = useQueryClient();
  const action = useActionKey();
  return useMutation({
    mutationFn: (move: YuebaoMove) => action.run(move, (key) => (move.direction === 'in' ? yuebaoDeposit : yuebaoWithdraw)(move.values, key)),
    onSuccess: (reply) => showBalance(reply),
    onSettled: () => client.invalidateQueries({ queryKey: yuebaoKeys.all }),
  });
}
