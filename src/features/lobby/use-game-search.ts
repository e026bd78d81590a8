import { useQuery } from '@tanstack/react-query';
import { searchGames } from '../../api/games';
import { gameKeys } from '../../api/query-keys';
import { useAppStore } from '../../store/app-store';

/** Games of the other providers of a type that match the keyword; idle while the keyword is empty. */
export function useGameSearch(keyword: string, gameType: number, except: string) {
  const lang = useAppStore((s) => s.lang);
  return useQuery({
    queryKey: gameKeys.search(keyword, gameType, except, lang),
    queryFn: () => searchGames({ keyword, gameType, except }),
    enabled: keyword !== '',
  });
}
