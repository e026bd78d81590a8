// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/http';
import type { RedPacketStoreApi } from '../../../../src/canvas/scenes/red-packet/red-packet-store';
import type { UserInfo } from '../../../../domain/contracts/session-types';
import type { FairHistoryRow, RedbagDesc, RedbagLogReply, RedbagOpenReply, RedbagRound } from '../../../../domain/contracts/replies/events';
import { AuthDialogs } from '../../../../src/features/auth/auth-dialogs';
import RedPage from '../../../../src/features/events/red-packet/red-page';
import { i18next, initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';
import { renderAsMember } from '../../render-as-member';

const api = vi.hoisted(() => ({
  fetchRedbagDesc: vi.fn<() => Promise<RedbagDesc>>(),
  fetchRedbagLog: vi.fn<(page: number) => Promise<RedbagLogReply>>(),
  startRedbagRound: vi.fn<() => Promise<RedbagRound>>(),
  openRedbags: vi.fn<(roundId: number, times: number, key: string) => Promise<RedbagOpenReply>>(),
  fetchFairSeeds: vi.fn(),
}));
vi.mock('../../../../src/api/events', () => ({ ...api, setClientSeed: vi.fn(), rotateServerSeed: vi.fn() }));
const toast = vi.hoisted(() => ({ warning: vi.fn(), error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

// No WebGL in jsdom: a stand-in canvas that opens a packet for each Space / Enter, as the scene
// does, and shows the seed it would draw the round's rain from.
vi.mock('../../../../src/canvas/scenes/red-packet/red-packet-canvas', () => ({
  default: function FakeRainCanvas({ store }: { store: RedPacketStoreApi }) {
    const seed = useStore(store, (s) => s.round?.seed ?? '');
    useEffect(() => {
      store.getState().setStage('ready');
      return store.subscribe((s, p) => void (s.openRequests !== p.openRequests && s.send({ type: 'open' })));
    }, [store]);
    return <canvas data-testid="fake-rain" data-seed={seed} />;
  },
}));

const label = (en: string) => ({ en, zh_cn: `${en}元`, zh_hk: `${en}元` });
const prizes = ['0.18', '1.08', '18.88'].map((money, id) => ({ id, label: label(money), money, weight: [70, 25, 5][id]!, colour: '#d32f2f' }));
const desc = (over: Partial<RedbagDesc> = {}): RedbagDesc => ({
  is_open: true,
  start_at: '2020-01-01T00:00:00.000Z',
  end_at: '2099-01-01T00:00:00.000Z',
  daily_chances: 3,
  rules: { en: 'Open as many packets as you can.', zh_cn: '尽量多开红包。', zh_hk: '盡量多開紅包。' },
  round_seconds: 10,
  max_open: 3,
  prizes,
  chances: 2,
  ...over,
});
const fair = (nonce: number) => ({ server_seed_hash: 'a'.repeat(64), client_seed: 'seed', nonce, weights: [70, 25, 5], prize_index: 0 });
const row = (id: number): FairHistoryRow => ({ id, prize_index: 0, label: label('0.18'), money: '0.18', created_at: '2026-03-01T02:00:00.000Z', fair: fair(id), server_seed: null });
const reply = (count: number): RedbagOpenReply => ({
  message: 'ok',
  packets: Array.from({ length: count }, (_, i) => ({ money: i === 1 ? '18.88' : '0.18', prize_index: i === 1 ? 2 : 0, fair: fair(10 + i) })),
  total: count >= 2 ? '19.06' : count === 1 ? '0.18' : '0.00',
  money: '119.06',
  chances: 1,
});
const user: UserInfo = { name: 'demo01', level: 1, money: '100.00' };
let dealt = 40;
/** A round as /redbag/start deals it: `seconds` of rain after the 3 s countdown. */
const round = (seconds = 10): RedbagRound => {
  dealt += 1;
  const starts = Date.now() + 3000;
  return { round_id: dealt, seed: 1000 + dealt, starts_at: new Date(starts).toISOString(), ends_at: new Date(starts + seconds * 1000).toISOString(), chances: 1 };
};

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  // A dialog a test opened stays open in the shared store otherwise.
  appStore.setState({ authDialog: null });
  vi.clearAllMocks();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  appStore.setState({ lang: 'en' });
  api.fetchRedbagDesc.mockResolvedValue(desc());
  api.fetchRedbagLog.mockImplementation(async (page) => ({ list: page === 1 ? [row(5), row(4), row(3)] : [row(2), row(1)], total: 5, page, limit: 3 }));
  api.fetchFairSeeds.mockResolvedValue({ server_seed_hash: 'b'.repeat(64), client_seed: 'seed', nonce: 10 });
  api.startRedbagRound.mockImplementation(async () => round());
});
afterEach(() => vi.useRealTimers());

const stage = () => screen.getByTestId('rain-stage');
const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

const rules = () => screen.findByText('Open as many packets as you can.');

async function startRound() {
  await rules();
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  await waitFor(() => expect(stage()).toHaveAttribute('data-state', 'countdown'));
  expect(screen.getByTestId('rain-countdown')).toHaveTextContent('3');
  expect(screen.getByTestId('rain-announcement')).toHaveTextContent('Get ready: the rain starts in 3 seconds.');
  await tick(3200);
  expect(stage()).toHaveAttribute('data-state', 'raining');
}

describe('the red-packet rain page', () => {
  it('shows the rules, window, rounds left and odds, and the log three a page', async () => {
    renderAsMember(<RedPage />, { user });
    expect(await rules()).toBeInTheDocument();
    expect(screen.getByTestId('rain-rounds')).toHaveTextContent('2');
    expect(screen.getByTestId('rain-opened')).toHaveTextContent('0 / 3');
    expect(screen.getByTestId('rain-seconds')).toHaveTextContent('10');
    expect(within(screen.getByTestId('odds-table')).getByText('70.00%')).toBeInTheDocument();
    expect(await screen.findAllByTestId('draw-row')).toHaveLength(3);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('draw-row')).toHaveLength(2));
    expect(api.fetchRedbagLog).toHaveBeenLastCalledWith(2);
    expect(await screen.findByTestId('fake-rain')).toBeInTheDocument();
    expect(stage()).toHaveAttribute('data-stage', 'ready');
  });

  it('plays a round: countdown, packets opened with Space and Enter, collected early, paid once and shown', async () => {
    api.openRedbags.mockResolvedValue(reply(2));
    renderAsMember(<RedPage />, { user });
    await startRound();
    expect(stage()).toHaveFocus();
    fireEvent.keyDown(stage(), { key: ' ' });
    fireEvent.keyDown(stage(), { key: 'Enter' });
    // A held key repeats: it opens nothing more.
    fireEvent.keyDown(stage(), { key: ' ', repeat: true });
    expect(screen.getByTestId('rain-opened')).toHaveTextContent('2 / 3');
    // Said politely: the first packet at once, the second with the burst's latest count a second later.
    const said = screen.getByTestId('rain-announcement');
    expect(said).toHaveTextContent(/^1 of 3 packets opened\.$/);
    expect(screen.getByTestId('rain-alert')).toHaveTextContent(/^Go! Red packets fall for 10 seconds/);
    await tick(2000);
    // (The coalescing runs on a real timer here: only the interval and the clock are faked.)
    await waitFor(() => expect(said).toHaveTextContent(/^2 of 3 packets opened\.$/), { timeout: 2000 });
    expect(screen.getByTestId('rain-seconds')).toHaveTextContent('8');
    fireEvent.click(screen.getByRole('button', { name: 'Collect now' }));
    const result = await screen.findByTestId('rain-result');
    expect(api.startRedbagRound).toHaveBeenCalledTimes(1);
    expect(api.openRedbags).toHaveBeenCalledTimes(1);
    // The round the server dealt, with the packets opened.
    expect(api.openRedbags.mock.calls[0]!.slice(0, 2)).toEqual([dealt, 2]);
    const packets = within(result).getAllByTestId('rain-result-packet');
    // A prize named by its amount (the English labels here) is not said twice.
    expect(packets.map((p) => p.textContent)).toEqual(['Packet 10.18', 'Packet 218.88']);
    expect(screen.getByTestId('rain-result-total')).toHaveTextContent('19.06');
    expect(said).toHaveTextContent(/^You got 19\.06 from 2 packets, credited to your main wallet\.$/);
    expect(screen.getByTestId('rain-alert')).toHaveTextContent(/^$/);
    // Each amount once: the packets' and the total's, the credit line without a figure.
    expect(result.textContent!.split('18.88')).toHaveLength(2);
    expect(result.textContent!.split('19.06')).toHaveLength(2);
    expect(result).toHaveTextContent('Credited to your main wallet.');
    expect(screen.getByTestId('event-balance')).toHaveTextContent('119.06');
    // The event (rounds left: at the start and after the claim), the log and the seeds' nonce are read again.
    await waitFor(() => expect(api.fetchRedbagDesc).toHaveBeenCalledTimes(3));
    expect(api.fetchFairSeeds).toHaveBeenCalledTimes(2);
    fireEvent.click(within(result).getByRole('button', { name: 'Great!' }));
    await waitFor(() => expect(stage()).toHaveAttribute('data-state', 'ready'));
    expect(screen.getByTestId('rain-opened')).toHaveTextContent('0 / 3');
    expect(said).toHaveTextContent(/^$/);
  });

  it('keeps the result open when Space, pressed for the last packet, comes once more', async () => {
    api.openRedbags.mockResolvedValue(reply(3));
    renderAsMember(<RedPage />, { user });
    await startRound();
    for (let i = 0; i < 3; i += 1) fireEvent.keyDown(stage(), { key: ' ' });
    const result = await screen.findByTestId('rain-result');
    // The focus is on the dialog, not on a button the next Space would press.
    const dialog = screen.getByRole('dialog', { name: 'Your red packets' });
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(document.activeElement?.tagName).not.toBe('BUTTON');
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    fireEvent.keyUp(document.activeElement!, { key: ' ' });
    expect(result).toBeInTheDocument();
  });

  it('with the day\'s rounds used, does not invite a start, and Space on the stage does not scroll the page', async () => {
    api.fetchRedbagDesc.mockResolvedValue(desc({ chances: 0 }));
    renderAsMember(<RedPage />, { user });
    expect(await screen.findByTestId('rain-notice')).toHaveTextContent('You have no rounds left today.');
    await waitFor(() => expect(stage()).toHaveAttribute('data-stage', 'ready'));
    expect(screen.queryByText('Press Start, then tap the packets – or press Space or Enter')).toBeNull();
    // fireEvent answers false when the page prevented the key's default (the scroll).
    expect(fireEvent.keyDown(stage(), { key: ' ' })).toBe(false);
  });

  it('ends the round by itself at the cap and when the time is up', async () => {
    api.openRedbags.mockResolvedValue(reply(3));
    renderAsMember(<RedPage />, { user });
    await startRound();
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(stage(), { key: ' ' });
    await screen.findByTestId('rain-result');
    expect(api.openRedbags).toHaveBeenCalledWith(dealt, 3, expect.stringMatching(/^[0-9a-f]{32}$/));
    fireEvent.click(screen.getByRole('button', { name: 'Great!' }));

    api.openRedbags.mockResolvedValue(reply(0));
    await startRound();
    await tick(10_200);
    expect(await screen.findByTestId('rain-result')).toHaveTextContent('No packet opened this round. Better luck next time!');
    expect(screen.getByTestId('rain-announcement')).toHaveTextContent(/^No packet opened this round\. Better luck next time!$/);
    expect(api.openRedbags).toHaveBeenLastCalledWith(dealt, 0, expect.any(String));
    // A new round, a new key.
    expect(api.openRedbags.mock.calls[1]![0]).not.toBe(api.openRedbags.mock.calls[0]![0]);
    expect(api.openRedbags.mock.calls[1]![2]).not.toBe(api.openRedbags.mock.calls[0]![2]);
  });

  it('toasts a failed claim and retries it with the same key, so the round pays once', async () => {
    api.openRedbags.mockRejectedValueOnce(new ApiError('budget', 409, { message: 'x', code: 'budget_spent' })).mockResolvedValueOnce(reply(1));
    renderAsMember(<RedPage />, { user });
    await startRound();
    fireEvent.keyDown(stage(), { key: ' ' });
    fireEvent.click(screen.getByRole('button', { name: 'Collect now' }));
    expect(await screen.findByText(/could not be collected yet/)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(i18next.t('eventErrors.budget_spent'), { id: 'rain-claim' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('rain-result');
    expect(api.openRedbags).toHaveBeenCalledTimes(2);
    expect(api.openRedbags.mock.calls[1]).toEqual(api.openRedbags.mock.calls[0]);
  });

  it('offers a visitor the login dialog in place instead of starting', async () => {
    appStore.getState().clearSession();
    api.fetchRedbagDesc.mockResolvedValue(desc({ chances: null }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <RedPage />
          {/* The bare layout's account dialogs, as around the page in the lobby. */}
          <AuthDialogs />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await rules();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByLabelText('Username')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
    expect(within(dialog).getByText(i18next.t('error.pleaseLogin'))).toBeInTheDocument();
    expect(toast.warning).not.toHaveBeenCalled();
    expect(stage()).toHaveAttribute('data-state', 'ready');
    // Closed, it opens again from the "Log in" beside the note on the log.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see the red packets you opened.')).toBeInTheDocument();
    expect(api.fetchRedbagLog).not.toHaveBeenCalled();
    expect(api.startRedbagRound).not.toHaveBeenCalled();
  });

  it('draws the round the server dealt: its seed, its length, the rounds left read again', async () => {
    api.startRedbagRound.mockImplementationOnce(async () => round(6));
    api.openRedbags.mockResolvedValue(reply(0));
    renderAsMember(<RedPage />, { user });
    await startRound();
    expect(screen.getByTestId('fake-rain')).toHaveAttribute('data-seed', String(1000 + dealt));
    expect(screen.getByTestId('rain-seconds')).toHaveTextContent('6');
    await waitFor(() => expect(api.fetchRedbagDesc).toHaveBeenCalledTimes(2));
    await tick(6200);
    await screen.findByTestId('rain-result');
    expect(api.openRedbags).toHaveBeenCalledWith(dealt, 0, expect.any(String));
  });

  it('asks for one round however often Start is clicked before the answer', async () => {
    let answer: (r: RedbagRound) => void = () => undefined;
    api.startRedbagRound.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderAsMember(<RedPage />, { user });
    await rules();
    const button = screen.getByRole('button', { name: 'Start' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(api.startRedbagRound).toHaveBeenCalled());
    fireEvent.click(button);
    await act(async () => answer(round()));
    expect(api.startRedbagRound).toHaveBeenCalledTimes(1);
    expect(stage()).toHaveAttribute('data-state', 'countdown');
  });

  it('toasts why the server would not deal a round, and stays ready', async () => {
    api.startRedbagRound.mockRejectedValueOnce(new ApiError('none', 409, { message: 'x', code: 'no_chances' }));
    renderAsMember(<RedPage />, { user });
    await rules();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(i18next.t('eventErrors.no_chances'), { id: 'rain-start' }));
    expect(stage()).toHaveAttribute('data-state', 'ready');
    expect(api.openRedbags).not.toHaveBeenCalled();
  });

  it('names the rain\'s own refusals in the interface language', () => {
    for (const code of ['redbag_no_round', 'redbag_too_early', 'redbag_round_claimed']) {
      expect(i18next.t(`eventErrors.${code}`)).not.toBe(`eventErrors.${code}`);
    }
  });

  it.each([
    [{ is_open: false }, 'The red-packet rain is not open at the moment.'],
    [{ chances: 0 }, 'You have no rounds left today. Come back tomorrow!'],
    [{ end_at: '2021-01-01T00:00:00.000Z' }, 'This red-packet rain has ended.'],
    [{ start_at: '2098-01-01T00:00:00.000Z' }, 'The red-packet rain has not started yet.'],
  ])('says why a round cannot start (%o) and keeps Start disabled', async (over, notice) => {
    api.fetchRedbagDesc.mockResolvedValue(desc(over));
    renderAsMember(<RedPage />, { user });
    expect(await screen.findByTestId('rain-notice')).toHaveTextContent(notice);
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
  });
});
