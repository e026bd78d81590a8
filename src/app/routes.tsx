import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { prefetchHomeBanners } from '../features/home/home-prefetch';
import { memberPages } from '../features/member/member-pages';
import { appStore } from '../store/app-store';
import { BareLayout } from './layouts/bare-layout';
import { WithHeaderLayout } from './layouts/with-header-layout';
import { queryClient } from './query-client';
import { RouteError } from './route-error';

type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const category = page(() => import('../features/lobby/category-page'));
const home = page(() => import('../features/home/home-page'));
// The banners of the home page load alongside its code, not after its first render.
const homeWithBanners = () => {
  prefetchHomeBanners(queryClient, appStore.getState().lang);
  return home();
};

/** Hash routes of spec point 2: the ones "with header", `/Member` and its children, the bare ones, 404. */
export const routes: RouteObject[] = [
  {
    element: <WithHeaderLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: homeWithBanners },
      ...['/Hot', '/Hotgame', '/Esports', '/Live', '/Game', '/Sport', '/Board', '/Lottery', '/Fish'].map((path) => ({
        path,
        lazy: category,
      })),
      { path: '/Promotion', lazy: page(() => import('../features/promotions/promotion-page')) },
      { path: '/AboutUs/:id', lazy: page(() => import('../features/content/about-page')) },
      {
        path: '/Member',
        lazy: page(() => import('../features/member/member-layout')),
        children: [
          { index: true, element: <Navigate to="/Member/Transfer" replace /> },
          ...memberPages.map((name) => ({ path: name, lazy: page(() => import('../features/member/member-child-page')) })),
        ],
      },
      { path: '*', lazy: page(() => import('./not-found-page')) },
    ],
  },
  {
    element: <BareLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/activity/:id', lazy: page(() => import('../features/promotions/activity-page')) },
      { path: '/Yu-EBao', lazy: page(() => import('../features/yuebao/yuebao-page')) },
      { path: '/LoginToSupplier', lazy: page(() => import('../features/lobby/login-to-supplier-page')) },
      { path: '/Red', lazy: page(() => import('../features/events/red-packet/red-page')) },
      { path: '/zhuanpan', lazy: page(() => import('../features/events/wheel/wheel-page')) },
    ],
  },
];
