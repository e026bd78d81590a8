import { queryOptions } from '@tanstack/react-query';
import { fetchBanners, fetchNotices } from '../../api/content';
import { fetchRebates } from '../../api/rebates';
import type { Lang } from '../../contracts/lang';

/** Banners of the home carousel (`/banners?group=home`), per language. */
export const homeBannersQuery = (lang: Lang) => queryOptions({ queryKey: ['banners', 'home', lang], queryFn: () => fetchBanners('home') });

/** Text notices and alert images (`/system/notices`), per language. */
export const noticesQuery = (lang: Lang) => queryOptions({ queryKey: ['notices', lang], queryFn: fetchNotices });

/** Rebates waiting for the member (`/fsnow/list`), keyed by the session; read fresh on every visit of the home page. */
export const rebatesQuery = (member: string) =>
  queryOptions({ queryKey: ['rebates', 'waiting', member], queryFn: fetchRebates, staleTime: 0, gcTime: 0 });
