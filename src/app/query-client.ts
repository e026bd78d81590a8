import { QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from '../api/http';
import { moneyRoots } from '../api/query-keys';
import { keepBalanceFresh, refreshMemberInfo } from '../features/auth/balance-follower';
import { followMoneyMoves } from '../lib/money-moves';
import { appStore } from '../store/app-store';
import { keepAcrossLanguage } from './keep-across-language';

/**
 * Server state of the lobby (lists, details). Errors are shown by the screens themselves, and a
 * 401 is handled once by the http client, so queries do not retry client errors.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      placeholderData: keepAcrossLanguage,
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status > 0 && error.status < 500),
    },
  },
});

/** The first element of each money root (api/query-keys.ts): a query under one is re-read on each money move. */
const MONEY_QUERY_ROOTS: ReadonlySet<unknown> = new Set(moneyRoots.map(([root]) => root));

/** True for a query that a money move makes out of date. */
export const followsMoney = (query: Pick<Query, 'queryKey'>): boolean => MONEY_QUERY_ROOTS.has(query.queryKey[0]);

// Installed with the query client, which every member screen loads (the header's unread count
// needs it), so the first screen carries none of it. On each money move the store's balance (the
// header, the member menu) is read again, and so are the shown money queries; the others when next shown.
if (typeof window !== 'undefined') {
  const invalidateMoney = () => void queryClient.invalidateQueries({ predicate: followsMoney });
  keepBalanceFresh(refreshMemberInfo, followMoneyMoves);
  followMoneyMoves(invalidateMoney);
  // The live stream (docs/architecture.md §7) pushes what changed; a chunk of its own, fetched once a member screen loads.
  void import('../features/live/follow-live').then(({ followLive }) => followLive(appStore, queryClient, followsMoney));
  // Any answer that carries a new balance (a transfer, a spin, a collected rebate: showBalance)
  // changes the store's; the lists that show that money follow it.
  appStore.subscribe((now, before) => {
    if (before.userinfo && now.userinfo && now.userinfo.money !== before.userinfo.money) invalidateMoney();
  });
}
