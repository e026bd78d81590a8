import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchGames, fetchHotGames } from '../../api/games';
import { GAME_PAGE_SIZE } from '../../contracts/games';
import { useAppStore } from '../../store/app-store';

export interface GameFilter {
  tag: string;
  keyword: string;
}

/** Page 1 of a provider's games (spec point 7: page 1, limit 600) with the tag and keyword filters. */
export function useGameList(apiCode: string | null, filter: GameFilter) {
  const lang = useAppStore((s) => s.lang);
  return useQuery({
    queryKey: ['games', apiCode, filter.tag, filter.keyword, lang],
    queryFn: () =>
      fetchGames({ api_code: apiCode!, tag: filter.tag || undefined, keyword: filter.keyword || undefined, page: 1, limit: GAME_PAGE_SIZE }),
    enabled: apiCode !== null,
    placeholderData: keepPreviousData,
  });
}

/** Hot games of every type (`/main/hotgame`). */
export function useHotGames() {
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: ['hot-games', lang], queryFn: fetchHotGames });
}
