// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import MemberLayout from '../../../../src/features/member/member-layout';
import { memberPages } from '../../../../src/features/member/member-pages';
import { i18next, initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';

const toast = vi.hoisted(() => ({ warning: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/Member" element={<MemberLayout />}>
          <Route path="Vip" element={<p>vip page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});

beforeEach(() => {
  toast.warning.mockClear();
  appStore.getState().clearSession();
  appStore.getState().openAuthDialog(null);
});

describe('member layout', () => {
  it('sends a visitor home with the login dialog open, and to the page they asked for once logged in', () => {
    renderAt('/Member/Vip');
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(screen.queryByText('vip page')).toBeNull();
    expect(appStore.getState().authDialog).toBe('login');
    act(() => {
      appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-member-789', expires_at: Date.now() / 1000, expires_in: 3600 });
      appStore.getState().takeAfterLogin()?.();
    });
    expect(screen.getByText('vip page')).toBeInTheDocument();
  });

  it('keeps a visitor home when they close the login dialog instead', () => {
    renderAt('/Member/Vip');
    act(() => appStore.getState().openAuthDialog(null));
    expect(appStore.getState().takeAfterLogin()).toBeNull();
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('shows the member, their level and balance, and all 17 pages (the spec\'s 16 and Responsible play) in four groups, with Yu-EBao beside the money pages', () => {
    appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-member-789', expires_at: Date.now() / 1000, expires_in: 3600 });
    appStore.getState().setUserInfo({ name: 'demo01', level: 3, level_name: 'VIP3 Gold', money: '1888.00' });
    renderAt('/Member/Vip');
    expect(screen.getByText('vip page')).toBeInTheDocument();
    expect(toast.warning).not.toHaveBeenCalled();
    const summary = screen.getByTestId('member-summary');
    expect(summary).toHaveTextContent('demo01');
    expect(summary).toHaveTextContent('VIP3 Gold');
    expect(within(summary).getByTestId('member-summary-balance')).toHaveTextContent('1888.00');
    const menu = screen.getByRole('navigation', { name: i18next.t('member.menu') });
    expect(within(menu).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Money', 'My account', 'Bonuses', 'Agent programme']);
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href')).sort()).toEqual([...memberPages.map((p) => `/Member/${p}`), '/Yu-EBao'].sort());
    const money = within(menu).getByRole('region', { name: 'Money' });
    expect(within(money).getByRole('link', { name: i18next.t('page.yuebao') })).toHaveAttribute('href', '/Yu-EBao');
    expect(within(menu).getByRole('link', { name: i18next.t('member.Vip') })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves without a second warning when the member logs out on a member page', async () => {
    appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-member-789', expires_at: Date.now() / 1000, expires_in: 3600 });
    renderAt('/Member/Vip');
    act(() => appStore.getState().clearSession());
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(toast.warning).not.toHaveBeenCalled();
  });
});
