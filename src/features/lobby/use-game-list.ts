import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchGames, fetchHotGames } from '../../api/games';
import { gameKeys } from '../../api/query-keys';
import { GAME_PAGE_SIZE } from '../../../domain/contracts/games';
import type { GameListReply } from '../../../domain/contracts/replies/games';
import { useAppStore } from '../../store/app-store';

export interface GameFilter {
  tag: string;
  keyword: string;
}

/** The page after `last`, while the pages loaded so far hold fewer games than the total. */
export function nextGamePage(last: GameListReply): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}

/**
 * A provider's games with the tag and keyword filters, a page of 600 at a time (docs/product.md §7: page
 * 1, limit 600); `fetchNextPage` appends the next page so every game can be reached.
 */
export function useGameList(apiCode: string | null, filter: GameFilter) {
  const lang = useAppStore((s) => s.lang);
  return useInfiniteQuery({
    queryKey: gameKeys.list(apiCode, filter.tag, filter.keyword, lang),
    queryFn: ({ pageParam }) =>
      fetchGames({ api_code: apiCode!, tag: filter.tag || undefined, keyword: filter.keyword || undefined, page: pageParam, limit: GAME_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextGamePage,
    enabled: apiCode !== null,
    placeholderData: keepPreviousData,
  });
}

/** Hot games of every type (`/main/hotgame`). */
export function useHotGames() {
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: gameKeys.hot(lang), queryFn: fetchHotGames });
}
