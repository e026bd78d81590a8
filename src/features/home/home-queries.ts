import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchBanners } from '../../api/content';
import { fetchRebates } from '../../api/rebates';
import type { Lang } from '../../contracts/lang';
import { useMemberKey } from '../../store/use-member-key';

/** Banners of the home carousel (`/banners?group=home`), per language. */
export const homeBannersQuery = (lang: Lang) => queryOptions({ queryKey: ['banners', 'home', lang], queryFn: () => fetchBanners('home') });

/** Rebates waiting for the member (`/fsnow/list`), keyed by the session; read fresh on every visit of the home page. */
export const rebatesQuery = (member: string) =>
  queryOptions({ queryKey: ['rebates', 'waiting', member], queryFn: fetchRebates, staleTime: 0, gcTime: 0 });

/** The member's waiting rebates, shared by the home notice and the rebate bar; idle for a visitor. */
export function useWaitingRebates() {
  const member = useMemberKey();
  return { member, ...useQuery({ ...rebatesQuery(member), enabled: Boolean(member) }) };
}
