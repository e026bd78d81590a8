import type { en } from './helpers';

type Texts = typeof en;
/** A route and the level-1 heading that says its page is there (docs/product.md §2). */
export type RouteCase = [path: string, title: (t: Texts) => string];

/** Every route with the header, as the route table lists them (src/app/routes.tsx). */
export const headerRoutes: RouteCase[] = [
  ['/', (t) => t.page.home],
  ['/Hot', (t) => t.page.hot],
  ['/Hotgame', (t) => t.page.hot],
  ['/Promotion', (t) => t.page.promotion],
  ['/Esports', (t) => t.page.esports],
  ['/Live', (t) => t.page.live],
  ['/Game', (t) => t.page.game],
  ['/Sport', (t) => t.page.sport],
  ['/Board', (t) => t.page.board],
  ['/Lottery', (t) => t.page.lottery],
  ['/Fish', (t) => t.page.fish],
  ['/AboutUs/2', (t) => t.page.aboutUs],
];
