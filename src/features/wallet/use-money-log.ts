import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { walletKeys } from '../../api/query-keys';
import { fetchMoneyLog } from '../../api/wallet';
import type { MoneyLogFilter } from '../../../domain/contracts/wallet-types';
import { useAppStore } from '../../store/app-store';
import { useMemberKey } from '../../store/use-member-key';

/** Rows on one page of the Transaction list. */
export const MONEY_LOG_PAGE = 15;

/** One page of the member's centre-wallet movements; the previous page stays while the next loads. */
export function useMoneyLog(filter: MoneyLogFilter) {
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  return useQuery({
    queryKey: walletKeys.moneyLogOf(member, lang, filter),
    queryFn: () => fetchMoneyLog({ ...filter, limit: MONEY_LOG_PAGE }),
    enabled: Boolean(member),
    // Every visit reads the records afresh: they grow with each movement.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
