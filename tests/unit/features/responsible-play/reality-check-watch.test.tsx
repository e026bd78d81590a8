// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealitySession } from '../../../../domain/contracts/replies/responsible-stops';
import { RealityCheckWatch } from '../../../../src/features/responsible-play/reality-check-watch';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { renderAsMember } from '../../render-as-member';

const api = vi.hoisted(() => ({
  fetchRealitySession: vi.fn<() => Promise<RealitySession>>(),
  continueRealityCheck: vi.fn<() => Promise<{ message: string }>>(),
}));
vi.mock('../../../../src/api/responsible-play', () => api);
vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

const start = Date.parse('2026-11-25T10:00:00Z');
const session = (minutes: RealitySession['minutes']): RealitySession => ({
  minutes,
  started_at: new Date(start).toISOString(),
  bets: '120.00',
  wins: '80.50',
  deposits: '300.00',
  net: '-39.50',
});

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(start + 10 * 60_000);
  api.fetchRealitySession.mockReset();
  api.continueRealityCheck.mockReset().mockResolvedValue({ message: 'Noted: play on' });
});
afterEach(() => vi.useRealTimers());

/** Lets the queries' promises settle under fake timers. */
const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

describe('the reality check', () => {
  it('comes at each interval since the session start with its figures, and Continue closes it until the next', async () => {
    api.fetchRealitySession.mockResolvedValue(session(30));
    renderAsMember(<RealityCheckWatch />);
    await settle();
    await act(async () => void (await vi.advanceTimersByTimeAsync(19 * 60_000)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(60_000)));
    await settle();
    const dialog = screen.getByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been logged in for 30 min.');
    expect(screen.getByTestId('reality-bets')).toHaveTextContent('120.00');
    expect(screen.getByTestId('reality-net')).toHaveTextContent('-39.50');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The server hears the answer: this login's game windows take bets again.
    expect(api.continueRealityCheck).toHaveBeenCalledTimes(1);
    await act(async () => void (await vi.advanceTimersByTimeAsync(30 * 60_000)));
    await settle();
    expect(screen.getByRole('alertdialog')).toHaveTextContent('You have been logged in for 1 h 0 min.');
  });

  it('closes when another tab answers Continue for the same moment', async () => {
    api.fetchRealitySession.mockResolvedValue(session(30));
    renderAsMember(<RealityCheckWatch />);
    await settle();
    await act(async () => void (await vi.advanceTimersByTimeAsync(20 * 60_000)));
    await settle();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    const otherTab = new BroadcastChannel('lobby-reality-check');
    otherTab.postMessage({ continued: start + 30 * 60_000 });
    otherTab.close();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows nothing while the check is off', async () => {
    api.fetchRealitySession.mockResolvedValue(session(0));
    renderAsMember(<RealityCheckWatch />);
    await settle();
    await act(async () => void (await vi.advanceTimersByTimeAsync(120 * 60_000)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
