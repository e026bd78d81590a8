// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberLimits } from '../../../../domain/contracts/replies/responsible-play';
import type { VipLevel, VipProgress, VipsReply } from '../../../../domain/contracts/replies/vip';
import VipPage from '../../../../src/features/vip/vip-page';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';

const api = vi.hoisted(() => ({ fetchVips: vi.fn<() => Promise<VipsReply>>() }));
vi.mock('../../../../src/api/vip', () => ({ ...api, fetchRebateLevels: vi.fn() }));
const limitsApi = vi.hoisted(() => ({ fetchLimits: vi.fn<() => Promise<MemberLimits>>() }));
vi.mock('../../../../src/api/responsible-play', () => limitsApi);

/** The member's own limits: none unless a day limit and its use are given. */
const limits = (day: string | null = null, used = '0.00'): MemberLimits => ({
  deposit_day: day, deposit_week: null, deposit_month: null, pending: [], used: { deposit_day: used, deposit_week: used, deposit_month: used },
  reality_check_minutes: 0, time_out_until: null, excluded_until: null, prompted: true,
});

const names = ['Bronze', 'Silver', 'Gold', 'Platinum'];
const thresholds = ['0.00', '1000.00', '5000.00', '20000.00'];
const levels: VipLevel[] = names.map((name, i) => ({
  level: i + 1,
  name: `VIP${i + 1} ${name}`,
  min_deposit: thresholds[i]!,
  upgrade_bonus: '18.00',
  daily_withdrawals: 3 + i,
  daily_withdrawal_limit: i === 3 ? null : '50000.00',
  birthday_bonus: '0.00',
}));

function renderPage(member: VipProgress | null, error?: Error) {
  if (error) api.fetchVips.mockRejectedValue(error);
  else api.fetchVips.mockResolvedValue({ levels, member });
  appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-member-vip', expires_at: Date.now() / 1000, expires_in: 3600 });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <VipPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
// Braces: a function returned from beforeEach would run as its teardown.
beforeEach(() => {
  api.fetchVips.mockReset();
  limitsApi.fetchLimits.mockReset().mockResolvedValue(limits());
});

describe('the VIP page', () => {
  it('does not urge a member at their own deposit limit to deposit more', async () => {
    limitsApi.fetchLimits.mockResolvedValue(limits('500.00', '500.00'));
    renderPage({ level: 1, deposited: '500.00', next_level: 2, next_min_deposit: '1000.00', needed: '500.00' });
    await waitFor(() => expect(screen.getByTestId('vip-needed')).toHaveTextContent('You have reached your own deposit limit'));
    expect(screen.getByTestId('vip-needed')).not.toHaveTextContent('Deposit 500.00 more');
  });

  it('shows the member level, a progress bar to the next one and what is still needed', async () => {
    renderPage({ level: 3, deposited: '500.00', next_level: 4, next_min_deposit: '20000.00', needed: '19500.00' });
    const bar = await screen.findByRole('progressbar', { name: 'Progress to VIP4 Platinum' });
    expect(bar).toHaveAttribute('aria-valuenow', '2.5');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '500.00 of 20,000.00 (2.5%)');
    expect(screen.getByRole('heading', { name: 'Your level: VIP3 Gold' })).toBeInTheDocument();
    expect(screen.getByTestId('vip-needed')).toHaveTextContent('Deposit 19,500.00 more to reach VIP4 Platinum.');
  });

  it('lists every level with its threshold and benefits, the member row marked', async () => {
    renderPage({ level: 3, deposited: '500.00', next_level: 4, next_min_deposit: '20000.00', needed: '19500.00' });
    const rows = await screen.findAllByTestId('vip-level');
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.getAttribute('aria-current') === 'true')).toEqual([rows[2]]);
    expect(within(rows[2]!).getByText('Your level')).toBeInTheDocument();
    expect(within(rows[3]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['20,000.00', '18.00', '6', '—', '0.00']);
  });

  it('says so at the top level, with no bar', async () => {
    renderPage({ level: 4, deposited: '25000.00', next_level: null, next_min_deposit: null, needed: null });
    expect(await screen.findByTestId('vip-top')).toHaveTextContent('You are at the top level');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says the upgrade follows once the deposits reach the next threshold', async () => {
    renderPage({ level: 1, deposited: '1200.00', next_level: 2, next_min_deposit: '1000.00', needed: '0.00' });
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('vip-needed')).toHaveTextContent('You have reached the deposits of VIP2 Silver');
  });

  it('shows a failed load with a retry', async () => {
    renderPage(null, new Error('Server busy'));
    expect(await screen.findByText('The VIP levels could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Server busy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
