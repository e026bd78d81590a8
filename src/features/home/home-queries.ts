import { queryOptions } from '@tanstack/react-query';
import { fetchBanners } from '../../api/content';
import { contentKeys } from '../../api/query-keys';
import type { Lang } from '../../../domain/contracts/lang';

/** Banners of the home carousel (`/banners?group=home`), per language. */
export const homeBannersQuery = (lang: Lang) => queryOptions({ queryKey: contentKeys.banners('home', lang), queryFn: () => fetchBanners('home') });
