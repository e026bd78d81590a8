// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { YuebaoListReply } from '../../../../domain/contracts/replies/yuebao';
import YuebaoPage from '../../../../src/features/yuebao/yuebao-page';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';
import { testPlan } from './test-plan';

const api = vi.hoisted(() => ({ fetchYuebaoList: vi.fn<() => Promise<YuebaoListReply>>() }));
vi.mock('../../../../src/api/yuebao', () => ({ ...api, yuebaoDeposit: vi.fn(), yuebaoWithdraw: vi.fn() }));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <YuebaoPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  api.fetchYuebaoList.mockReset();
  appStore.getState().clearSession();
});

function signInAsMember() {
  appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-member-789', expires_at: Date.now() / 1000, expires_in: 3600 });
  appStore.getState().setUserInfo({ name: 'demo01', level: 1, money: '500.00' });
}

describe('the Yu-EBao page', () => {
  it('shows visitors the plans, a way back to the lobby and a login prompt instead of holdings', async () => {
    api.fetchYuebaoList.mockResolvedValue({ list: [{ ...testPlan, holding: '0.00', interest: '0.00' }], money: null, total_holding: '0.00', total_interest: '0.00' });
    renderPage();
    const plan = await screen.findByTestId('yuebao-plan');
    expect(within(plan).getByRole('heading', { name: 'Test plan' })).toBeInTheDocument();
    expect(within(plan).getByText('2.92%')).toBeInTheDocument();
    expect(within(plan).getByText('10.00 – 150.00')).toBeInTheDocument();
    expect(within(plan).queryByRole('button', { name: 'Take out' })).toBeNull();
    expect(screen.getByTestId('yuebao-login')).toHaveTextContent('Log in to put money in and see your earnings.');
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('event-balance')).toBeNull();
  });

  it("shows a member's holdings, interest and the ledger's balance in the top bar", async () => {
    appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-member-456', expires_at: Date.now() / 1000, expires_in: 3600 });
    appStore.getState().setUserInfo({ name: 'demo01', level: 1, money: '1.00' });
    api.fetchYuebaoList.mockResolvedValue({ list: [testPlan], money: '500.00', total_holding: '60.50', total_interest: '0.50' });
    renderPage();
    expect(await screen.findByTestId('yuebao-summary')).toHaveTextContent('60.50');
    expect(within(screen.getByTestId('yuebao-holding')).getByText('0.50')).toBeInTheDocument();
    expect(await screen.findByTestId('event-balance')).toHaveTextContent('500.00');
    expect(screen.getByRole('button', { name: 'Take out' })).toBeEnabled();
    expect(screen.queryByTestId('yuebao-login')).toBeNull();
  });

  it('groups thousands in every amount, as the VIP page does', async () => {
    signInAsMember();
    const big = { ...testPlan, min: '1000.00', max: '150000.00', pool: '5000000.00', pool_used: '1234567.00', member_cap: '300000.00', holding: '12345.60', interest: '1234.50' };
    api.fetchYuebaoList.mockResolvedValue({ list: [big], money: '500.00', total_holding: '12345.60', total_interest: '1234.50' });
    renderPage();
    const summary = await screen.findByTestId('yuebao-summary');
    expect(summary).toHaveTextContent('12,345.60');
    expect(summary).toHaveTextContent('1,234.50');
    const plan = screen.getByTestId('yuebao-plan');
    for (const text of ['1,000.00 – 150,000.00', '300,000.00', '1,234,567.00 of 5,000,000.00 taken', '12,345.60', '1,234.50']) expect(within(plan).getByText(text)).toBeInTheDocument();
  });

  it('names a plan once: the chip says when the money can come out, not the name again', async () => {
    signInAsMember();
    const term = { ...testPlan, id: 5, name: '7-day term', term_days: 7 };
    const flexible = { ...testPlan, name: 'Flexible' };
    api.fetchYuebaoList.mockResolvedValue({ list: [flexible, term], money: '500.00', total_holding: '121.00', total_interest: '1.00' });
    renderPage();
    const [first, second] = await screen.findAllByTestId('yuebao-plan');
    expect(within(first!).getAllByText('Flexible')).toHaveLength(1);
    expect(within(first!).getByText('Take out any time')).toBeInTheDocument();
    expect(within(second!).getAllByText('7-day term')).toHaveLength(1);
    expect(within(second!).getByText('Each put-in locked 7 days')).toBeInTheDocument();
  });

  it('says why a take-out cannot happen: nothing held, or the term still running', async () => {
    signInAsMember();
    const empty = { ...testPlan, holding: '0.00', interest: '0.00' };
    const locked = { ...testPlan, id: 5, term_days: 7, locked_until: '2026-12-01T10:00:00Z' };
    api.fetchYuebaoList.mockResolvedValue({ list: [empty, locked], money: '500.00', total_holding: '60.50', total_interest: '0.50' });
    renderPage();
    const [first, second] = await screen.findAllByTestId('yuebao-plan');
    const emptyOut = within(first!).getByRole('button', { name: 'Take out' });
    expect(emptyOut).toBeDisabled();
    expect(emptyOut).toHaveAccessibleDescription('Nothing held in this plan yet, so nothing to take out');
    expect(within(first!).getByText('Nothing held in this plan yet, so nothing to take out')).toBeVisible();
    const lockedOut = within(second!).getByRole('button', { name: 'Take out' });
    expect(lockedOut).toBeDisabled();
    expect(lockedOut).toHaveAccessibleDescription(/^The term runs until 2026.*; take out after that$/);
  });

  it('says when the plans could not be loaded, with a retry', async () => {
    api.fetchYuebaoList.mockRejectedValue(new Error('Server busy, please try again later'));
    renderPage();
    expect(await screen.findByText('The Yu-EBao plans could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Server busy, please try again later')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
