// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import PageChrome, { titleKeyOf } from '../../../src/app/page-chrome';
import { usePageName } from '../../../src/components/page-name';
import { initI18n, loadLaterTexts } from '../../../src/i18n/i18n';
import { renderRoutes } from './render-routes';

describe('the document title', () => {
  it('names each route of docs/product.md §2 by its own text', () => {
    const cases: [string, string][] = [
      ['/', 'page.home'],
      ['/Hot', 'page.hot'],
      ['/Hotgame', 'page.hot'],
      ['/Esports', 'page.esports'],
      ['/Promotion', 'page.promotion'],
      ['/AboutUs/3', 'page.aboutUs'],
      ['/Member', 'page.member'],
      ['/Member/DailyBonusLog', 'member.DailyBonusLog'],
      ['/activity/2', 'page.activity'],
      ['/Yu-EBao', 'page.yuebao'],
      ['/LoginToSupplier', 'page.loginToSupplier'],
      ['/Red', 'page.red'],
      ['/zhuanpan', 'page.zhuanpan'],
      ['/Verify', 'verify.title'],
    ];
    for (const [path, key] of cases) expect(titleKeyOf(path, false), path).toBe(key);
    expect(titleKeyOf('/Hot/nothing', true)).toBe('notFound.title');
  });

  it('names the page in the reader language once its texts are in, and follows navigation', async () => {
    // jsdom has no scrolling; the scroll part is covered by tests/e2e/shell-navigation.spec.ts.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const i18n = await initI18n('zh_cn');
    const layout = (
      <>
        <PageChrome />
        <Outlet />
      </>
    );
    const go = renderRoutes(
      i18n,
      [
        {
          element: layout,
          children: [
            { path: '/', element: <p>home</p> },
            { path: '/Member', element: <Outlet />, children: [{ path: 'Vip', element: <p>vip</p> }] },
            { path: '*', element: <p>not found</p> },
          ],
        },
      ],
      '/',
    );
    // The page names come with the texts beyond the first screen: until then, the brand alone.
    await waitFor(() => expect(document.title).toBe('皇家娱乐城'));
    await act(() => loadLaterTexts());
    await waitFor(() => expect(document.title).toBe('首页 - 皇家娱乐城'));
    await go('/Member/Vip');
    await waitFor(() => expect(document.title).toBe('VIP等级 - 皇家娱乐城'));
    await go('/no/such/page');
    await waitFor(() => expect(document.title).toBe('页面不存在 - 皇家娱乐城'));
  });

  it('names each About page by its own title, and only while it is shown', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const i18n = await initI18n('zh_cn');
    await act(() => loadLaterTexts());
    const titles: Record<string, string> = { '2': '责任博彩', '4': '条款与规则' };
    function Named({ name }: { name: string }) {
      usePageName(name);
      return <p>{name}</p>;
    }
    const go = renderRoutes(
      i18n,
      [
        {
          element: (
            <>
              <PageChrome />
              <Outlet />
            </>
          ),
          children: [
            { path: '/AboutUs/2', element: <Named name={titles['2']!} /> },
            { path: '/AboutUs/4', element: <Named name={titles['4']!} /> },
            { path: '/AboutUs/9', element: <p>still loading</p> },
            { path: '/Promotion', element: <p>promotions</p> },
          ],
        },
      ],
      '/AboutUs/2',
    );
    await waitFor(() => expect(document.title).toBe('责任博彩 - 皇家娱乐城'));
    await go('/AboutUs/4');
    await waitFor(() => expect(document.title).toBe('条款与规则 - 皇家娱乐城'));
    // A page that has not named itself yet falls back to its route's name, never the last page's.
    await go('/AboutUs/9');
    await waitFor(() => expect(document.title).toBe('关于我们 - 皇家娱乐城'));
    await go('/Promotion');
    await waitFor(() => expect(document.title).toBe('优惠活动 - 皇家娱乐城'));
  });
});
