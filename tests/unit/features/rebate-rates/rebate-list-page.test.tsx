// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RebateItem } from '../../../../domain/contracts/replies/money';
import type { RebateLevel } from '../../../../domain/contracts/replies/vip';
import RebateListPage from '../../../../src/features/rebate-rates/rebate-list-page';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';

const api = vi.hoisted(() => ({
  fetchRebateLevels: vi.fn<(type: number) => Promise<RebateLevel[]>>(),
  fetchRebates: vi.fn<() => Promise<RebateItem[]>>(),
}));
vi.mock('../../../../src/api/vip', () => ({ fetchRebateLevels: api.fetchRebateLevels, fetchVips: vi.fn() }));
vi.mock('../../../../src/api/rebates', () => ({ fetchRebates: api.fetchRebates }));

const ratesOf = (type: number): RebateLevel[] => [1, 2, 3, 4].map((level) => ({ level, name: `VIP${level}`, rate: `${type}.${level}0` }));

function renderPage(entry = '/Member/RebateList') {
  appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-member-rebates', expires_at: Date.now() / 1000, expires_in: 3600 });
  appStore.getState().setUserInfo({ name: 'demo01', level: 3, money: '1.00' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[entry]}>
        <RebateListPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  api.fetchRebateLevels.mockReset().mockImplementation(async (type) => ratesOf(type));
  api.fetchRebates.mockReset().mockResolvedValue([
    { id: 1, api_name: 'a', title: 'A', fs_money: '12.34' },
    { id: 2, api_name: 'b', title: 'B', fs_money: '5.66' },
  ]);
});

describe('the rebate list page', () => {
  it('shows the rates of the first game type with the member level marked, and switches type by tab', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('rebate-rate');
    expect(api.fetchRebateLevels).toHaveBeenCalledWith(1);
    expect(rows.map((r) => within(r).getByRole('cell').textContent)).toEqual(['1.10%', '1.20%', '1.30%', '1.40%']);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[2]!).getByText('Your level')).toBeInTheDocument();
    const slots = screen.getByRole('tab', { name: 'Slots' });
    fireEvent.click(slots);
    expect(slots).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('3.40%')).toBeInTheDocument();
    expect(api.fetchRebateLevels).toHaveBeenCalledWith(3);
  });

  it('opens the tab of the address and moves between tabs with the arrow keys', async () => {
    renderPage('/Member/RebateList?type=6');
    expect(await screen.findByText('6.10%')).toBeInTheDocument();
    const card = screen.getByRole('tab', { name: 'Chess & Cards' });
    expect(card).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(card, { key: 'Home' });
    expect(await screen.findByText('1.10%')).toBeInTheDocument();
  });

  it('sums the rebates waiting and links to collect them on the wallet page', async () => {
    renderPage();
    expect(await screen.findByTestId('rebates-waiting-total')).toHaveTextContent('18.00');
    expect(screen.getByRole('link', { name: 'Collect them' })).toHaveAttribute('href', '/Member/Transfer?id=1');
  });

  it('says plainly when no rebate is waiting', async () => {
    api.fetchRebates.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('No rebates are waiting')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Collect them' })).toBeNull();
  });

  it('shows a failed load of the rates with a retry', async () => {
    api.fetchRebateLevels.mockRejectedValue(new Error('Server busy'));
    renderPage();
    expect(await screen.findByText('The rebate rates could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
