import { Navigate, type RouteObject } from 'react-router-dom';
import { memberPages, type MemberPage } from '../features/member/member-pages';
import type { TablePage } from './page-loaders';
import { appStore } from '../store/app-store';
import { BareLayout } from './layouts/bare-layout';
import { WithHeaderLayout } from './layouts/with-header-layout';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';

// One page object per module, so moving between its routes keeps the same component.
const category = lazyPage(() => import('../features/lobby/category-page'));
const memberPage = (name: MemberPage) => lazyPage(() => import('./member-page-loaders').then((m) => m.memberPageLoaders[name]()));
const tablePage = (path: TablePage) => lazyPage(() => import('./page-loaders').then((m) => m.pageLoaders[path]()));
/** The text naming each page in the tab's title (page-chrome.tsx). */
const titles: Record<TablePage, string> = {
  '/Promotion': 'page.promotion',
  '/AboutUs/:id': 'page.aboutUs',
  '/Member': 'page.member',
  '*': 'notFound.title',
  '/activity/:id': 'page.activity',
  '/Yu-EBao': 'page.yuebao',
  '/LoginToSupplier': 'page.loginToSupplier',
  '/Red': 'page.red',
  '/zhuanpan': 'page.zhuanpan',
  '/Verify': 'verify.title',
};
function titled(page: ReturnType<typeof lazyPage>, title: string) {
  return { ...page, handle: { ...(page.handle as object), title } };
}
const routeOf = (path: TablePage) => ({ path, ...titled(tablePage(path), titles[path]) });
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

/** Hash routes of spec point 2: the ones "with header", `/Member` and its children, the bare ones, 404. */
export const routes: RouteObject[] = [
  {
    element: <WithHeaderLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...titled(home, 'page.home') },
      ...['/Hot', '/Hotgame', '/Esports', '/Live', '/Game', '/Sport', '/Board', '/Lottery', '/Fish'].map((path) => ({
        path,
        ...titled(category, `page.${path === '/Hotgame' ? 'hot' : path.slice(1).toLowerCase()}`),
      })),
      {
        path: '/Member',
        ...titled(tablePage('/Member'), titles['/Member']),
        children: [
          { index: true, element: <Navigate to="/Member/Transfer" replace /> },
          ...memberPages.map((name) => ({ path: name, ...titled(memberPage(name), `member.${name}`) })),
        ],
      },
      ...headerPages.map(routeOf),
    ],
  },
  {
    element: <BareLayout />,
    errorElement: <RouteError />,
    children: barePages.map(routeOf),
  },
];
