import { queryOptions } from '@tanstack/react-query';
import { fetchBanners } from '../../api/content';
import type { Lang } from '../../../domain/contracts/lang';

/** Banners of the home carousel (`/banners?group=home`), per language. */
export const homeBannersQuery = (lang: Lang) => queryOptions({ queryKey: ['banners', 'home', lang], queryFn: () => fetchBanners('home') });
