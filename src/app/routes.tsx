import { Navigate, type RouteObject } from 'react-router-dom';
import { memberPages, type MemberPage } from '../features/member/member-pages';
import type { TablePage } from './page-loaders';
import { appStore } from '../store/app-store';
import { BareLayout } from './layouts/bare-layout';
import { WithHeaderLayout } from './layouts/with-header-layout';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

// One page object per module, so moving between its routes keeps the same component.
const category = lazyPage(() => import('../features/lobby/category-page'));
const memberPage = (name: MemberPage) => lazyPage(() => import('./member-page-loaders').then((m) => m.memberPageLoaders[name]()));
const tablePage = (path: TablePage) => lazyPage(() => import('./page-loaders').then((m) => m.pageLoaders[path]()));
const routeOf = (path: TablePage) => ({ path, ...tablePage(path) });
const headerPages: TablePage[] = ['/Promotion', '/AboutUs/:id', '*'];
const barePages: TablePage[] = ['/activity/:id', '/Yu-EBao', '/LoginToSupplier', '/Red', '/zhuanpan', '/Verify'];
// The banners of the home page load alongside its code, not after its first render.
const home = lazyPage(() => {
  const lang = appStore.getState().lang;
  void Promise.all([import('./query-client'), import('../features/home/home-prefetch')]).then(([{ queryClient }, { prefetchHomeBanners }]) =>
    prefetchHomeBanners(queryClient, lang),
  );
  return import('../features/home/home-page');
});

/**
 * Hash routes of docs/product.md §2: the ones "with header", `/Member` and its children, the bare ones,
 * 404. Rendered by `useRoutes` under a `<HashRouter>` (src/app/lobby-routes.tsx), not a data router:
 * no `loader`, `action` or `errorElement` here, each layout has its error boundary instead.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <WithHeaderLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, ...home },
      ...['/Hot', '/Hotgame', '/Esports', '/Live', '/Game', '/Sport', '/Board', '/Lottery', '/Fish'].map((path) => ({
        path,
        ...category,
      })),
      {
        path: '/Member',
        ...tablePage('/Member'),
        children: [
          { index: true, element: <Navigate to="/Member/Transfer" replace /> },
          ...memberPages.map((name) => ({ path: name, ...memberPage(name) })),
        ],
      },
      ...headerPages.map(routeOf),
    ],
  },
  {
    element: (
      <RouteErrorBoundary>
        <BareLayout />
      </RouteErrorBoundary>
    ),
    children: barePages.map(routeOf),
  },
];
