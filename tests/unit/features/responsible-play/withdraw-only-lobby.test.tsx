// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberLimits } from '../../../../domain/contracts/replies/responsible-play';
import type { ProviderWallet } from '../../../../domain/contracts/replies/money';
import { StopBanner } from '../../../../src/features/responsible-play/stop-banner';
import { TransferForm } from '../../../../src/features/wallet/transfer-form';
import { PlanCard } from '../../../../src/features/yuebao/plan-card';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { currentPlayStop } from '../../../../src/lib/play-stop-now';
import { renderAsMember } from '../../render-as-member';
import { testPlan } from '../yuebao/test-plan';

const api = vi.hoisted(() => ({ fetchLimits: vi.fn<() => Promise<MemberLimits>>() }));
vi.mock('../../../../src/api/responsible-play', () => api);
const toast = vi.hoisted(() => ({ error: vi.fn(), warning: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
vi.mock('../../../../src/components/require-member', () => ({ requireMember: () => true }));

const { launchGame } = await import('../../../../src/components/launch-game');

// 2026-12-01 10:30 UTC is 18:30 in the operator's zone (GMT+8), whatever the test machine's zone.
const UNTIL = '2026-12-01T10:30:00.000Z';
const limits = (stop: Partial<MemberLimits>): MemberLimits => ({
  deposit_day: null,
  deposit_week: null,
  deposit_month: null,
  pending: [],
  used: { deposit_day: '0.00', deposit_week: '0.00', deposit_month: '0.00' },
  reality_check_minutes: 0,
  time_out_until: null,
  excluded_until: null,
  prompted: true,
  ...stop,
});
const wallets: ProviderWallet[] = [{ api_code: 'rl_slot_starforge', title: 'Starforge', money: '150.00' }];

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T00:00:00Z') });
  api.fetchLimits.mockReset();
  toast.error.mockReset();
});

describe('the withdraw-only lobby', () => {
  it('shows the banner with what stays open, the end in GMT+8 and the way to Withdraw; moving money in and launching are closed with the reason', async () => {
    api.fetchLimits.mockResolvedValue(limits({ time_out_until: UNTIL }));
    renderAsMember(
      <>
        <StopBanner />
        <TransferForm centreMoney="700.00" wallets={wallets} preset={null} />
      </>,
    );
    const banner = await screen.findByRole('complementary', { name: 'Withdraw-only lobby' });
    expect(banner).toHaveTextContent('Your time-out runs until 2026-12-01 18:30 (GMT+8).');
    expect(banner).toHaveTextContent('You can see your balances, move money from game wallets back to the main wallet, manage bank cards and withdraw.');
    expect(within(banner).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/Member/Withdraw');

    const into = screen.getByRole('radio', { name: 'Main wallet → game wallet' });
    expect(into).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Game wallet → main wallet' })).toBeChecked());
    const reason = 'Closed during your time-out, until 2026-12-01 18:30 (GMT+8): only withdrawals, moving money out of game wallets and bank cards are open.';
    expect(screen.getByTestId('stop-closed')).toHaveTextContent(reason);

    expect(currentPlayStop()).toEqual({ stop: 'timed_out', until: UNTIL });
    const open = vi.spyOn(window, 'open');
    launchGame({ api_name: 'rl_slot_starforge', title: 'Starforge', params: '' });
    expect(open).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith(reason, expect.anything());
  });

  it('closes the Yu-EBao put-in with the reason and leaves the take-out open', async () => {
    api.fetchLimits.mockResolvedValue(limits({ excluded_until: UNTIL }));
    renderAsMember(<PlanCard plan={testPlan} member onMove={() => undefined} />);
    const putIn = screen.getByRole('button', { name: 'Put in' });
    await waitFor(() => expect(putIn).toBeDisabled());
    expect(putIn).toHaveAttribute('aria-description', 'Closed during your self-exclusion, until 2026-12-01 18:30 (GMT+8): only withdrawals, moving money out of game wallets and bank cards are open.');
    expect(screen.getByRole('button', { name: 'Take out' })).toBeEnabled();
  });

  it('names the self-exclusion when both stops run, as the server does', async () => {
    api.fetchLimits.mockResolvedValue(limits({ time_out_until: UNTIL, excluded_until: '2027-06-01T10:30:00.000Z' }));
    renderAsMember(<StopBanner />);
    expect(await screen.findByTestId('stop-banner')).toHaveTextContent('Your self-exclusion runs until 2027-06-01 18:30 (GMT+8).');
  });

  it('shows no banner for a member without a stop, or one whose stop has ended', async () => {
    api.fetchLimits.mockResolvedValue(limits({ time_out_until: '2026-11-28T23:59:00.000Z' }));
    renderAsMember(<StopBanner />);
    await waitFor(() => expect(api.fetchLimits).toHaveBeenCalled());
    await waitFor(() => expect(currentPlayStop()).toBeNull());
    expect(screen.queryByTestId('stop-banner')).toBeNull();
  });
});
