import type { QueryClient } from '@tanstack/react-query';
import type { Lang } from '../../../domain/contracts/lang';
import { mediaUrlOrNull } from '../../lib/safe-url';
import { homeBannersQuery } from './home-queries';

/**
 * Starts the home banners request while the home page's code is still loading, and preloads the
 * first banner image (the page's largest paint) as soon as its address is known, instead of after
 * the first render of the page.
 */
export function prefetchHomeBanners(client: QueryClient, lang: Lang): void {
  const query = homeBannersQuery(lang);
  void client.prefetchQuery(query).then(() => {
    const url = mediaUrlOrNull(client.getQueryData(query.queryKey)?.[0]?.url);
    if (!url || document.querySelector(`link[rel=preload][href="${CSS.escape(url)}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = url;
    link.fetchPriority = 'high';
    document.head.appendChild(link);
  });
}
