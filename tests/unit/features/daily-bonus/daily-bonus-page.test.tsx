// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyBonusAward, DailyBonusClaimReply, DailyBonusStatus } from '../../../../domain/contracts/replies/daily-bonus';
import DailyBonusPage from '../../../../src/features/daily-bonus/daily-bonus-page';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';
import { renderAsMember } from '../../render-as-member';

const api = vi.hoisted(() => ({
  fetchDailyBonus: vi.fn<() => Promise<DailyBonusStatus>>(),
  checkInToday: vi.fn(),
  claimDailyAward: vi.fn<(id: number, key: string) => Promise<DailyBonusClaimReply>>(),
}));
vi.mock('../../../../src/api/daily-bonus', () => ({ ...api, fetchCheckInHistory: vi.fn(), fetchAwardHistory: vi.fn() }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const tier = (id: number, days: number, progress: number, state: DailyBonusAward['state']): DailyBonusAward => ({ id, name: `Tier ${days}`, days, money: `${days}.00`, progress, state });

function statusOf(over: Partial<DailyBonusStatus> = {}): DailyBonusStatus {
  return {
    today: '2026-03-10',
    period: '2026-03',
    checked_today: false,
    count: 3,
    streak: 2,
    checked_days: ['2026-03-02', '2026-03-08', '2026-03-09'],
    list: [tier(1, 3, 3, 'claimable'), tier(2, 7, 3, 'locked')],
    ...over,
  };
}

function renderPage() {
  renderAsMember(<DailyBonusPage />, { user: { name: 'demo01', level: 1, money: '10.00', realname: null } });
}

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  vi.clearAllMocks();
  api.fetchDailyBonus.mockResolvedValue(statusOf());
});

describe('the daily bonus page', () => {
  it('shows the month with its checked days, the count, the streak and each tier\'s progress', async () => {
    renderPage();
    const calendar = await screen.findByTestId('bonus-calendar');
    expect(calendar.querySelector('caption')).toHaveTextContent('Check-in calendar March 2026');
    expect(calendar.querySelectorAll('[data-checked]')).toHaveLength(3);
    expect(within(calendar).getByText('10').closest('td')).toHaveAttribute('aria-current', 'date');
    expect(screen.getByTestId('bonus-count')).toHaveTextContent('3 d');
    expect(screen.getByTestId('bonus-streak')).toHaveTextContent('2 d');
    const bar = screen.getByRole('progressbar', { name: 'Progress towards Tier 7' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '7');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 7 days');
    expect(screen.getByText('4 more to go')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim Tier 3 (3.00)' })).toBeEnabled();
  });

  it('checks in once for a double click and then says it is done', async () => {
    api.checkInToday.mockResolvedValue({ message: 'Checked in!', day: '2026-03-10', count: 4, streak: 3 });
    renderPage();
    const button = await screen.findByRole('button', { name: 'Check in' });
    api.fetchDailyBonus.mockResolvedValue(statusOf({ checked_today: true, count: 4, streak: 3, checked_days: ['2026-03-02', '2026-03-08', '2026-03-09', '2026-03-10'] }));
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Checked in today' })).toBeDisabled();
    expect(api.checkInToday).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('Checked in!');
    expect(screen.getByTestId('bonus-count')).toHaveTextContent('4 d');
  });

  it('shows the server\'s refusal as a toast', async () => {
    api.checkInToday.mockRejectedValue(new Error('You have already checked in today, come back tomorrow'));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You have already checked in today, come back tomorrow'));
  });

  it('claims a tier with an idempotency key, shows the new balance and the tier claimed', async () => {
    api.claimDailyAward.mockResolvedValue({ message: 'Claimed: 3.00', money: '13.00', award: tier(1, 3, 3, 'claimed') });
    renderPage();
    const claim = await screen.findByRole('button', { name: 'Claim Tier 3 (3.00)' });
    api.fetchDailyBonus.mockResolvedValue(statusOf({ list: [tier(1, 3, 3, 'claimed'), tier(2, 7, 3, 'locked')] }));
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(appStore.getState().userinfo?.money).toBe('13.00'));
    expect(api.claimDailyAward).toHaveBeenCalledTimes(1);
    expect(api.claimDailyAward).toHaveBeenCalledWith(1, expect.stringMatching(/.{8,}/));
    expect(toast.success).toHaveBeenCalledWith('Claimed: 3.00');
    await waitFor(() => expect(screen.getAllByTestId('award-tier')[0]).toHaveAttribute('data-state', 'claimed'));
    expect(screen.getByText('Claimed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Claim Tier 3/ })).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    api.fetchDailyBonus.mockRejectedValue(new Error('Server busy'));
    renderPage();
    expect(await screen.findByText('The daily bonus could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Server busy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
