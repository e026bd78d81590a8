// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyBonusClaimItem, DailyBonusPage, DailyCheckInItem } from '../../../../domain/contracts/replies/daily-bonus';
import DailyBonusLogPage from '../../../../src/features/daily-bonus/daily-bonus-log-page';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { renderAsMember } from '../../render-as-member';

const api = vi.hoisted(() => ({
  fetchCheckInHistory: vi.fn<(page: number) => Promise<DailyBonusPage<DailyCheckInItem>>>(),
  fetchAwardHistory: vi.fn<(page: number) => Promise<DailyBonusPage<DailyBonusClaimItem>>>(),
}));
vi.mock('../../../../src/api/daily-bonus', () => ({ ...api, fetchDailyBonus: vi.fn(), checkInToday: vi.fn(), claimDailyAward: vi.fn() }));

const checkIn = (n: number): DailyCheckInItem => ({ id: n, day: `2026-03-${String(n).padStart(2, '0')}`, created_at: `2026-03-${String(n).padStart(2, '0')}T01:30:00.000Z` });

function renderPage() {
  renderAsMember(<DailyBonusLogPage />);
}

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  vi.clearAllMocks();
  api.fetchCheckInHistory.mockImplementation(async (page) => ({
    list: page === 1 ? Array.from({ length: 10 }, (_, i) => checkIn(12 - i)) : [checkIn(2), checkIn(1)],
    total: 12,
    page,
    limit: 10,
  }));
  api.fetchAwardHistory.mockResolvedValue({ list: [], total: 0, page: 1, limit: 10 });
});

describe('the daily bonus log', () => {
  it('pages the check-ins', async () => {
    renderPage();
    expect(await screen.findAllByTestId('check-in-row')).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getAllByTestId('check-in-row')).toHaveLength(2);
    expect(screen.getByText('2026-03-01')).toBeInTheDocument();
    expect(api.fetchCheckInHistory).toHaveBeenLastCalledWith(2);
  });

  it('shows the awards tab, empty, and the claims with their amounts', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Awards' }));
    expect(await screen.findByText('No awards claimed yet')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'bonus-log-tab-awards');
  });

  it('lists claimed awards', async () => {
    api.fetchAwardHistory.mockResolvedValue({
      list: [{ id: 1, award_id: 1, name: 'Starter gift', days: 3, period: '2026-02', money: '5.00', created_at: '2026-02-03T01:31:00.000Z' }],
      total: 1,
      page: 1,
      limit: 10,
    });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Awards' }));
    expect(await screen.findByTestId('award-row')).toHaveTextContent('Starter gift');
    expect(screen.getByText('+5.00')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('says plainly when there are no check-ins', async () => {
    api.fetchCheckInHistory.mockResolvedValue({ list: [], total: 0, page: 1, limit: 10 });
    renderPage();
    expect(await screen.findByText('No check-ins yet')).toBeInTheDocument();
  });
});
