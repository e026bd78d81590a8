import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchYuebaoList, yuebaoDeposit, yuebaoWithdraw } from '../../api/yuebao';
import type { YuebaoMoveValues } from '../../contracts/yuebao';
import { appStore, useAppStore } from '../../store/app-store';
import { useMemberKey } from '../../store/use-member-key';
import { useActionKey } from '../../components/use-action-key';

/** Shows the centre balance the server answered with, in every place the lobby shows it. */
export function showBalance(money: string | null): void {
  const user = appStore.getState().userinfo;
  if (money !== null && user && user.money !== money) appStore.getState().setUserInfo({ ...user, money });
}

/** The plans; for a member also their holdings, interest and centre wallet (keyed per member). */
export function useYuebaoList() {
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: ['yuebao', member, lang], queryFn: fetchYuebaoList });
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
    onSuccess: (reply) => showBalance(reply.money),
    onSettled: () => client.invalidateQueries({ queryKey: ['yuebao'] }),
  });
}
