import { lazy, Suspense } from 'react';

const PageChrome = lazy(() => import('./page-chrome'));

/** The page's scroll position and tab title (page-chrome.tsx), loaded after the first screen. */
export const pageChrome = (
  <Suspense fallback={null}>
    <PageChrome />
  </Suspense>
);
