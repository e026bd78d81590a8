import { useQuery } from '@tanstack/react-query';
import { fetchProviders } from '../api/games';
import { gameKeys } from '../api/query-keys';
import { useAppStore } from '../store/app-store';

/** Providers of a game type, or of all types for null (`/games/apis`), per language. */
export function useProviders(gameType: number | null, enabled = true) {
  const lang = useAppStore((s) => s.lang);
  return useQuery({
    queryKey: gameKeys.providers(gameType, lang),
    queryFn: () => fetchProviders(gameType ?? undefined),
    enabled,
    staleTime: 5 * 60_000,
  });
}
