import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchYuebaoList, yuebaoDeposit, yuebaoWithdraw } from '../../api/yuebao';
import type { YuebaoMoveValues } from '../../contracts/yuebao';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { appStore, useAppStore } from '../../store/app-store';
import { useMemberKey } from '../../store/use-member-key';

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

/** Puts money in or takes it out; one key per submit, so a retried request moves the money once. */
export function useYuebaoMove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ direction, values }: YuebaoMove) => (direction === 'in' ? yuebaoDeposit : yuebaoWithdraw)(values, newIdempotencyKey()),
    onSuccess: (reply) => showBalance(reply.money),
    onSettled: () => client.invalidateQueries({ queryKey: ['yuebao'] }),
  });
}
