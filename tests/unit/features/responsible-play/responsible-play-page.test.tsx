// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberLimits } from '../../../../domain/contracts/replies/responsible-play';
import ResponsiblePlayPage from '../../../../src/features/responsible-play/responsible-play-page';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { renderAsMember } from '../../render-as-member';

const api = vi.hoisted(() => ({
  fetchLimits: vi.fn<() => Promise<MemberLimits>>(),
  changeLimits: vi.fn(),
  cancelPendingLimit: vi.fn(),
  setRealityCheck: vi.fn(),
}));
vi.mock('../../../../src/api/responsible-play', () => ({ ...api, skipLimitPrompt: vi.fn(), fetchRealitySession: vi.fn(), startTimeOut: vi.fn(), startSelfExclusion: vi.fn() }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const none: MemberLimits = {
  deposit_day: null,
  deposit_week: null,
  deposit_month: null,
  pending: [],
  used: { deposit_day: '0.00', deposit_week: '0.00', deposit_month: '0.00' },
  reality_check_minutes: 0,
  time_out_until: null,
  excluded_until: null,
  prompted: true,
};

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockReset());
});

describe('the responsible play page', () => {
  it('says when the limits could not be loaded, with the reason and a retry', async () => {
    api.fetchLimits.mockRejectedValue(new Error('Service unavailable'));
    renderAsMember(<ResponsiblePlayPage />);
    expect(screen.getByTestId('loading-state')).toBeInTheDocument();
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('Your responsible play settings could not be loaded');
    expect(error).toHaveTextContent('Service unavailable');
    // Help stays reachable even then.
    expect(screen.getByRole('link', { name: /Gamblers Anonymous/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no limits yet, and a new limit is sent as typed for its period only', async () => {
    api.fetchLimits.mockResolvedValue(none);
    api.changeLimits.mockResolvedValue({ message: 'saved', limits: { ...none, deposit_day: '100.00' } });
    renderAsMember(<ResponsiblePlayPage />);
    expect(await screen.findByTestId('limits-empty')).toHaveTextContent('You have not set a deposit limit yet.');
    const day = screen.getByTestId('limit-deposit_day');
    fireEvent.click(within(day).getByRole('button', { name: 'Save' }));
    expect(await within(day).findByText('Please enter an amount')).toBeInTheDocument();
    expect(api.changeLimits).not.toHaveBeenCalled();
    fireEvent.change(within(day).getByLabelText('New limit for 24 hours'), { target: { value: '100' } });
    fireEvent.click(within(day).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(day).getByTestId('limit-value')).toHaveTextContent('100.00'));
    expect(api.changeLimits.mock.calls[0]![0]).toEqual({ deposit_day: '100' });
    expect(screen.queryByTestId('limits-empty')).toBeNull();
  });

  it('shows the usage, a waiting raise with its cancel, and removes a limit with null', async () => {
    api.fetchLimits.mockResolvedValue({
      ...none,
      deposit_week: '2000.00',
      used: { ...none.used, deposit_week: '1500.00' },
      pending: [{ field: 'deposit_week', value: '3000.00', effective_at: '2026-11-26T13:30:00Z' }],
    });
    api.cancelPendingLimit.mockResolvedValue({ message: 'cancelled', limits: { ...none, deposit_week: '2000.00' } });
    api.changeLimits.mockResolvedValue({ message: 'pending', limits: none });
    renderAsMember(<ResponsiblePlayPage />);
    const week = await screen.findByTestId('limit-deposit_week');
    expect(within(week).getByTestId('limit-used')).toHaveTextContent('Used 1,500.00 of 2,000.00');
    expect(within(week).getByRole('progressbar', { name: '7 days' })).toHaveAttribute('aria-valuenow', '75');
    expect(within(week).getByTestId('limit-pending-text')).toHaveTextContent(/^Changes to 3,000\.00 on 2026-11-26 21:30 \(GMT\+8\)$/);
    fireEvent.click(within(week).getByRole('button', { name: 'Cancel change' }));
    await waitFor(() => expect(api.cancelPendingLimit.mock.calls[0]![0]).toEqual({ field: 'deposit_week' }));
    await waitFor(() => expect(within(week).queryByTestId('limit-pending')).toBeNull());
    fireEvent.click(within(week).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.changeLimits.mock.calls[0]![0]).toEqual({ deposit_week: null }));
  });

  it('asks for the login password before a time-out, naming its end in GMT+8 and what stays open', async () => {
    api.fetchLimits.mockResolvedValue(none);
    renderAsMember(<ResponsiblePlayPage />);
    const section = await screen.findByTestId('stop-time_out');
    fireEvent.change(within(section).getByLabelText('Days'), { target: { value: '0' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Take a time-out' }));
    expect(await within(section).findByText('A time-out lasts 1 to 42 whole days')).toBeInTheDocument();
    fireEvent.change(within(section).getByLabelText('Days'), { target: { value: '3' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Take a time-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a time-out?' });
    expect(dialog).toHaveTextContent('You will be logged out everywhere at once.');
    // It says exactly what stays open, and names the end in the operator's zone (GMT+8), as the server's refusals do.
    expect(dialog).toHaveTextContent(
      'What stays open: you can still log in (password or SMS) to see your balances, move money from game wallets back to the main wallet, manage bank cards and withdraw.',
    );
    expect(dialog).toHaveTextContent(/Until \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(GMT\+8\) you cannot deposit, move money into games or Yu-EBao, open games, take part in events/);
    expect(within(dialog).getByLabelText('Your login password')).toHaveAttribute('type', 'password');
  });
});
