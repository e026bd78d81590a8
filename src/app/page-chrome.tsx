import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigationType } from 'react-router-dom';

/** The route handle's text key naming the page (routes.tsx). */
export type TitleHandle = { title?: string };

// Where the reader left each history entry (by location key), for back and forward.
const leftAt = new Map<string, number>();
let shown = { key: '', path: '' };
addEventListener('scroll', () => leftAt.set(shown.key, scrollY), { passive: true });

/**
 * Spec point 2 routes as a reader expects: a new page starts at its top (not under the sticky
 * header at the last page's scroll), back and forward return where the reader was, a change of
 * only the query (a tab, a page of a table) stays put. The tab names the page in the reader's
 * language: "<page> - <brand>", the brand alone until the page's texts are in.
 */
export function PageChrome() {
  const { key, pathname } = useLocation();
  const pop = useNavigationType() === 'POP';
  const { t, i18n } = useTranslation();
  const titleKey = useMatches()
    .map((m) => (m.handle as TitleHandle | undefined)?.title)
    .filter(Boolean)
    .pop();
  const brand = t('brand.name');
  const title = titleKey && i18n.exists(titleKey) ? `${t(titleKey)} - ${brand}` : brand;
  useEffect(() => void (document.title = title), [title]);

  useLayoutEffect(() => {
    const newPage = pathname !== shown.path;
    shown = { key, path: pathname };
    history.scrollRestoration = 'manual';
    const y = pop ? (leftAt.get(key) ?? 0) : 0;
    if (!pop && !newPage) return;
    scrollTo(0, y);
    if (scrollY >= y) return;
    // The page is still growing to its old height (lists arriving): follow it until it is there.
    const grow = new ResizeObserver(() => {
      scrollTo(0, y);
      if (scrollY >= y) grow.disconnect();
    });
    grow.observe(document.body);
    const stop = setTimeout(() => grow.disconnect(), 3000);
    return () => {
      clearTimeout(stop);
      grow.disconnect();
    };
  }, [key, pathname, pop]);
  return null;
}
