// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PageChrome } from '../../../src/app/page-chrome';
import { initI18n, loadLaterTexts } from '../../../src/i18n/i18n';

describe('the document title', () => {
  it('names the page in the reader language once its texts are in, and follows navigation', async () => {
    // jsdom has no scrolling; the scroll part is covered by tests/e2e/shell-navigation.spec.ts.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const i18n = await initI18n('zh_cn');
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <PageChrome />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <p>home</p>, handle: { title: 'page.home' } },
            { path: '/Member', element: <Outlet />, handle: { title: 'page.member' }, children: [{ path: 'Vip', element: <p>vip</p>, handle: { title: 'member.Vip' } }] },
            { path: '/Yu-EBao', element: <p>yuebao</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    // The page names come with the texts beyond the first screen: until then, the brand alone.
    await waitFor(() => expect(document.title).toBe('皇家娱乐城'));
    await act(() => loadLaterTexts());
    await waitFor(() => expect(document.title).toBe('首页 - 皇家娱乐城'));
    // The deepest route that names itself wins.
    await act(() => router.navigate('/Member/Vip'));
    await waitFor(() => expect(document.title).toBe('VIP等级 - 皇家娱乐城'));
    await act(() => router.navigate('/Yu-EBao'));
    await waitFor(() => expect(document.title).toBe('皇家娱乐城'));
  });
});
