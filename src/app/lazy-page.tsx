import { lazy, Suspense, useDeferredValue, useEffect, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteFallback } from '../components/route-fallback';
import { withLaterTexts } from '../i18n/i18n';
import styles from './lazy-page.module.css';

export type PageModule = { default: ComponentType };
type PageHandle = { preload: () => Promise<PageModule> };

function Reserve() {
  return (
    <div className={styles.reserve}>
      <RouteFallback />
    </div>
  );
}

// Set once the first screen has committed; pages mounted later render at once.
let firstScreenDone = false;

/**
 * A route page whose code loads on demand (`preload` starts it early). Not a route's `lazy` (a data
 * router's, which renders nothing, header and login form included, until the page's code is in). Here
 * the layout renders at once, and on the first screen the page itself renders right after, at
 * deferred priority, so the header paints first and typing into the login form stays responsive
 * while the page renders.
 */
export function lazyPage(load: () => Promise<PageModule>): Pick<RouteObject, 'Component' | 'handle'> {
  let loading: Promise<PageModule> | null = null;
  // A page's texts beyond the first screen's come with its code, so it never renders a bare key.
  const preload = () => (loading ??= withLaterTexts(load()));
  const Lazy = lazy(preload);
  function Page() {
    const show = useDeferredValue(true, firstScreenDone);
    useEffect(() => void (firstScreenDone = true), []);
    return show ? (
      <Suspense fallback={<Reserve />}>
        <Lazy />
      </Suspense>
    ) : (
      <Reserve />
    );
  }
  const handle: PageHandle = { preload };
  return { Component: Page, handle };
}

/** Starts loading the code of the pages `matches` will show (the first screen's, at start). */
export function preloadPages(matches: readonly { route: { handle?: unknown } }[]): void {
  // The route renders the same failure as its error page; the early start must not add an unhandled rejection.
  for (const { route } of matches) (route.handle as PageHandle | undefined)?.preload().catch(() => undefined);
}
