import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType, useParams } from 'react-router-dom';
import { pageNameStore } from '../components/page-name';
import { memberPages } from '../features/member/member-pages';
import { MemberWatch } from './member-watch';

// Where the reader left each history entry (by location key), for back and forward.
const leftAt = new Map<string, number>();
let shown = { key: '', path: '' };
addEventListener('scroll', () => leftAt.set(shown.key, scrollY), { passive: true });

const named: Record<string, string> = { '': 'page.home', Hotgame: 'page.hot', 'Yu-EBao': 'page.yuebao', AboutUs: 'page.aboutUs', LoginToSupplier: 'page.loginToSupplier', Verify: 'verify.title' };

/** The text key naming the page at `pathname` (docs/product.md §2 routes); `page.<route>` for most. */
export function titleKeyOf(pathname: string, notFound: boolean): string {
  if (notFound) return 'notFound.title';
  const [first = '', second = ''] = pathname.split('/').slice(1);
  if (first === 'Member') return (memberPages as readonly string[]).includes(second) ? `member.${second}` : 'page.member';
  return named[first] ?? `page.${first.toLowerCase()}`;
}

/**
 * docs/product.md §2 routes as a reader expects: a new page starts at its top (not under the sticky
 * header at the last page's scroll), back and forward return where the reader was, a change of
 * only the query (a tab, a page of a table) stays put. The tab names the page in the reader's
 * language: "<page> - <brand>" (an About page by its own title), the brand alone until the page's texts are in. Its own chunk: the
 * first screen needs neither before the reader moves. It also brings the member's watch
 * (member-watch.tsx), so that costs the first screen nothing either.
 */
export default function PageChrome() {
  const { key, pathname } = useLocation();
  // Back and forward (the router renders them inside its popstate handler: no listener of ours can tell first).
  const pop = useNavigationType() === 'POP';
  const notFound = useParams()['*'] !== undefined;
  const { t, i18n } = useTranslation();
  const titleKey = titleKeyOf(pathname, notFound);
  const brand = t('brand.name');
  // A page that names itself (an About page's own title) wins over its route's name.
  const ownName = pageNameStore((s) => (!notFound && s.path === pathname ? s.name : ''));
  const title = ownName ? `${ownName} - ${brand}` : i18n.exists(titleKey) ? `${t(titleKey)} - ${brand}` : brand;
  useEffect(() => void (document.title = title), [title]);
  const description = t('brand.description');
  useEffect(() => document.querySelector('meta[name="description"]')?.setAttribute('content', description), [description]);

  useLayoutEffect(() => {
    const first = shown.key === '';
    const newPage = pathname !== shown.path;
    shown = { key, path: pathname };
    history.scrollRestoration = 'manual';
    // On the first screen this chunk may come after the reader has started scrolling: leave them be.
    if (first || (!pop && !newPage)) return;
    const y = pop ? (leftAt.get(key) ?? 0) : 0;
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
  return <MemberWatch />;
}
