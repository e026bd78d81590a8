import { Navigate, type RouteObject } from 'react-router-dom';
import { memberPages, type MemberPage } from '../features/member/member-pages';
import { appStore } from '../store/app-store';
import { BareLayout } from './layouts/bare-layout';
import { WithHeaderLayout } from './layouts/with-header-layout';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';

// One page object per module, so moving between its routes keeps the same component.
const category = lazyPage(() => import('../features/lobby/category-page'));
const memberPage = (name: MemberPage) => lazyPage(() => import('./member-page-loaders').then((m) => m.memberPageLoaders[name]()));
// The banners of the home page load alongside its code, not after its first render.
const home = lazyPage(() => {
  const lang = appStore.getState().lang;
  void Promise.all([import('./query-client'), import('../features/home/home-prefetch')]).then(([{ queryClient }, { prefetchHomeBanners }]) =>
    prefetchHomeBanners(queryClient, lang),
  );
  return import('../features/home/home-page');
});

/** Hash routes of spec point 2: the ones "with header", `/Member` and its children, the bare ones, 404. */
export const routes: RouteObject[] = [
  {
    element: <WithHeaderLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...home },
      ...['/Hot', '/Hotgame', '/Esports', '/Live', '/Game', '/Sport', '/Board', '/Lottery', '/Fish'].map((path) => ({
        path,
        ...category,
      })),
      { path: '/Promotion', ...lazyPage(() => import('../features/promotions/promotion-page')) },
      { path: '/AboutUs/:id', ...lazyPage(() => import('../features/content/about-page')) },
      {
        path: '/Member',
        ...lazyPage(() => import('../features/member/member-layout')),
        children: [
          { index: true, element: <Navigate to="/Member/Transfer" replace /> },
          ...memberPages.map((name) => ({ path: name, ...memberPage(name) })),
        ],
      },
      { path: '*', ...lazyPage(() => import('./not-found-page')) },
    ],
  },
  {
    element: <BareLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/activity/:id', ...lazyPage(() => import('../features/promotions/activity-page')) },
      { path: '/Yu-EBao', ...lazyPage(() => import('../features/yuebao/yuebao-page')) },
      { path: '/LoginToSupplier', ...lazyPage(() => import('../features/lobby/login-to-supplier-page')) },
      { path: '/Red', ...lazyPage(() => import('../features/events/red-packet/red-page')) },
      { path: '/zhuanpan', ...lazyPage(() => import('../features/events/wheel/wheel-page')) },
      { path: '/Verify', ...lazyPage(() => import('../features/events/verify/verify-page')) },
    ],
  },
];
