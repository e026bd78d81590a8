import { useQuery } from '@tanstack/react-query';
import { vipKeys } from '../../api/query-keys';
import { fetchRebateLevels } from '../../api/vip';
import { useAppStore } from '../../store/app-store';

/** Rebate rates of one game type per VIP level; public content that changes rarely. */
export function useRebateLevels(gameType: number) {
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: vipKeys.rebateLevels(gameType, lang), queryFn: () => fetchRebateLevels(gameType), staleTime: 5 * 60_000 });
}
