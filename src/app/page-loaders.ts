import type { PageModule } from './lazy-page';

/** Routes of docs/product.md §2 (and /Verify, docs/product.md §10.3) whose page is loaded through this table. */
export type TablePage = '/Promotion' | '/AboutUs/:id' | '/Member' | '*' | '/activity/:id' | '/Yu-EBao' | '/LoginToSupplier' | '/Red' | '/zhuanpan' | '/Verify';

/**
 * The code of each page that is not the first screen's home or game list, each its own chunk. Like
 * the member pages' table, this table is itself a lazy chunk: a dozen import stubs with their
 * preload lists would otherwise sit in the entry every visitor downloads (docs/performance.md).
 */
export const pageLoaders: Record<TablePage, () => Promise<PageModule>> = {
  '/Promotion': () => import('../features/promotions/promotion-page'),
  '/AboutUs/:id': () => import('../features/content/about-page'),
  '/Member': () => import('../features/member/member-layout'),
  '*': () => import('./not-found-page'),
  '/activity/:id': () => import('../features/promotions/activity-page'),
  '/Yu-EBao': () => import('../features/yuebao/yuebao-page'),
  '/LoginToSupplier': () => import('../features/lobby/login-to-supplier-page'),
  '/Red': () => import('../features/events/red-packet/red-page'),
  '/zhuanpan': () => import('../features/events/wheel/wheel-page'),
  '/Verify': () => import('../features/events/verify/verify-page'),
};
