// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/http';
import { segmentAt } from '../../../../src/canvas/scenes/wheel/wheel-layout';
import type { WheelStoreApi } from '../../../../src/canvas/scenes/wheel/wheel-store';
import type { FairHistoryRow, WheelAwardReply, WheelQueryReply, WheelSetting } from '../../../../domain/contracts/replies/events';
import { AuthDialogs } from '../../../../src/features/auth/auth-dialogs';
import WheelPage from '../../../../src/features/events/wheel/wheel-page';
import { i18next, initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';
import { renderAsMember } from '../../render-as-member';

const api = vi.hoisted(() => ({
  fetchWheelSetting: vi.fn<() => Promise<WheelSetting>>(),
  queryWheel: vi.fn<(name: string) => Promise<WheelQueryReply>>(),
  spinWheel: vi.fn<(name: string, key: string) => Promise<WheelAwardReply>>(),
  fetchFairSeeds: vi.fn(),
}));
vi.mock('../../../../src/api/events', () => ({ ...api, setClientSeed: vi.fn(), rotateServerSeed: vi.fn() }));
const toast = vi.hoisted(() => ({ warning: vi.fn(), error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

// No WebGL in jsdom: a stand-in canvas that draws at once and stops a spin when the test says so.
const canvas = vi.hoisted(() => ({ store: null as WheelStoreApi | null }));
vi.mock('../../../../src/canvas/scenes/wheel/wheel-canvas', () => ({
  default: function FakeWheelCanvas({ store, label }: { store: WheelStoreApi; label: string }) {
    useEffect(() => {
      canvas.store = store;
      store.getState().send({ type: 'drawn' });
    }, [store]);
    return <canvas data-testid="fake-wheel" aria-label={label} />;
  },
}));
/** What the scene does when its tween ends: reports the rotation it shows. */
const stopWheel = () => act(() => canvas.store!.getState().send({ type: 'stopped', rotation: canvas.store!.getState().target! }));

const label = (en: string) => ({ en, zh_cn: `${en}元`, zh_hk: `${en}元` });
const prizes = ['0.00', '1.88', '8.88', '88.88'].map((money, id) => ({ id, label: label(money), money, weight: [50, 30, 15, 5][id]!, colour: ['#607d8b', '#e53935', '#fdd835', '#3949ab'][id]! }));
const setting = (over: Partial<WheelSetting> = {}): WheelSetting => ({
  is_open: true,
  start_at: '2020-01-01T00:00:00.000Z',
  end_at: '2099-01-01T00:00:00.000Z',
  daily_chances: 3,
  rules: { en: 'Three free spins a day.', zh_cn: '每天三次。', zh_hk: '每天三次。' },
  prizes,
  ...over,
});
const fair = (nonce: number, prize_index = 2) => ({ server_seed_hash: 'ab'.repeat(32), client_seed: 'seed', nonce, weights: [50, 30, 15, 5], prize_index });
const row = (id: number): FairHistoryRow => ({ id, prize_index: 1, label: label('1.88'), money: '1.88', created_at: '2026-03-01T02:00:00.000Z', fair: fair(id, 1), server_seed: null });
const query = (chances: number, history: FairHistoryRow[] = []): WheelQueryReply => ({
  name: 'demo01',
  chances,
  history,
  winners: [{ name: 'de***1', label: label('88.88'), money: '88.88', created_at: '2026-03-01T01:00:00.000Z' }],
});
const award: WheelAwardReply = { message: 'ok', prize_index: 2, prize: prizes[2]!, money: '108.88', chances: 1, fair: fair(7) };

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  // A dialog a test opened stays open in the shared store otherwise.
  appStore.setState({ authDialog: null });
  Object.values(api).forEach((f) => f.mockReset());
  Object.values(toast).forEach((f) => f.mockReset());
  canvas.store = null;
  appStore.getState().clearSession();
  appStore.setState({ lang: 'en' });
  api.fetchWheelSetting.mockResolvedValue(setting());
  api.fetchFairSeeds.mockResolvedValue({ server_seed_hash: 'ab'.repeat(32), client_seed: 'seed', nonce: 7 });
});

const asMember = () => renderAsMember(<WheelPage />, { entry: '/zhuanpan', user: { name: 'demo01', level: 1, money: '100.00' } });

describe('the prize wheel page', () => {
  it('shows a visitor the wheel and the odds; the spin offers the login dialog in place', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <WheelPage />
          {/* The bare layout's account dialogs, as around the page in the lobby. */}
          <AuthDialogs />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('fake-wheel')).toHaveAttribute('aria-label', 'Prize wheel with 4 prizes');
    const odds = screen.getByTestId('odds-table');
    expect(within(odds).getByText('88.88', { selector: 'th' })).toBeInTheDocument();
    expect(within(odds).getByText('15.00%')).toBeInTheDocument();
    expect(screen.getByText('Log in to spin the wheel.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    // No header on this page: the login dialog opens here, over the wheel.
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(toast.warning).not.toHaveBeenCalled();
    expect(api.spinWheel).not.toHaveBeenCalled();
    expect(api.queryWheel).not.toHaveBeenCalled();
    expect(screen.getByTestId('wheel-stage')).toHaveAttribute('data-state', 'idle');
  });

  it('asks the server first, turns to its prize, and only then shows the result, the balance and the hash, and says the spin and its prize', async () => {
    api.queryWheel.mockResolvedValueOnce(query(2)).mockResolvedValue(query(1, [row(7)]));
    let answer: (reply: WheelAwardReply) => void = () => undefined;
    api.spinWheel.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    asMember();
    await waitFor(() => expect(screen.getByTestId('wheel-chances')).toHaveTextContent('2'));
    expect(api.queryWheel).toHaveBeenCalledWith('demo01');
    // The spins a day are stated once, beside the spins left, not again in the rules.
    expect(screen.getByTestId('wheel-chances').parentElement).toHaveTextContent('Spins left today 2 / 3');
    expect(screen.getByTestId('wheel-rules')).not.toHaveTextContent('3 spins per member each day');
    await waitFor(() => expect(canvas.store).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    const stage = screen.getByTestId('wheel-stage');
    expect(stage).toHaveAttribute('data-state', 'spinning');
    await waitFor(() => expect(api.spinWheel).toHaveBeenCalledWith('demo01', expect.stringMatching(/^[0-9a-f]{32}$/)));
    // The wheel has not been told a prize until the server answered.
    expect(canvas.store!.getState().target).toBeNull();
    await act(async () => answer(award));
    expect(segmentAt(canvas.store!.getState().target!, prizes.length)).toBe(2);
    expect(screen.getByRole('button', { name: 'Spinning…' })).toBeDisabled();
    // Nothing gives the prize away while the wheel turns.
    expect(screen.queryByTestId('wheel-result')).toBeNull();
    expect(screen.getByTestId('event-balance')).toHaveTextContent('100.00');
    // The polite region says the spin, not yet its prize.
    expect(screen.getByRole('status')).toHaveTextContent(/^The wheel is spinning…$/);
    stopWheel();
    const result = await screen.findByTestId('wheel-result');
    expect(result).toHaveTextContent('Congratulations!');
    expect(screen.getByTestId('wheel-result-amount')).toHaveTextContent('8.88');
    expect(result).toHaveTextContent('Credited to your main wallet.');
    // The amount is said once (it was in the title line, the big figure and the credit line).
    expect(result.textContent!.split('8.88')).toHaveLength(2);
    expect(stage).toHaveAttribute('data-state', 'result');
    expect(stage).toHaveAttribute('data-prize-index', '2');
    expect(screen.getByTestId('event-balance')).toHaveTextContent('108.88');
    // The prize is said; the seed's 64-digit hash is left to the dialog, not read out.
    expect(screen.getByTestId('wheel-announcement')).toHaveTextContent(/^The wheel stopped on 8\.88\.$/);
    expect(result).toHaveTextContent('ab'.repeat(32));
    await waitFor(() => expect(screen.getByTestId('wheel-chances')).toHaveTextContent('1'));
    expect(await screen.findAllByTestId('draw-row')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Great!' }));
    await waitFor(() => expect(screen.queryByTestId('wheel-result')).toBeNull());
    expect(stage).toHaveAttribute('data-state', 'idle');
  });

  it('spins on Space or Enter anywhere on the page (no scrolling), but not while a field or button has the focus', async () => {
    api.queryWheel.mockResolvedValue(query(2));
    api.spinWheel.mockReturnValue(new Promise(() => undefined));
    asMember();
    await waitFor(() => expect(screen.getByTestId('wheel-chances')).toHaveTextContent('2'));
    await waitFor(() => expect(canvas.store).not.toBeNull());
    // Typing a space into the client seed field, or pressing a link, is theirs.
    const field = await screen.findByRole('textbox', { name: 'New client seed' });
    expect(fireEvent.keyDown(field, { key: ' ' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByRole('link', { name: 'Back to the lobby' }), { key: 'Enter' })).toBe(true);
    expect(screen.getByTestId('wheel-stage')).toHaveAttribute('data-state', 'idle');
    // Nothing focused: Space spins and its default (scrolling the page) is stopped.
    expect(fireEvent.keyDown(document.body, { key: ' ' })).toBe(false);
    expect(screen.getByTestId('wheel-stage')).toHaveAttribute('data-state', 'spinning');
    await waitFor(() => expect(api.spinWheel).toHaveBeenCalledTimes(1));
    // While it turns, Space still does not scroll, and starts nothing.
    expect(fireEvent.keyDown(document.body, { key: ' ' })).toBe(false);
    expect(fireEvent.keyDown(document.body, { key: 'Enter' })).toBe(false);
    expect(api.spinWheel).toHaveBeenCalledTimes(1);
  });

  it('drops a page-wide Space within 500 ms of the last accepted spin (the click guard)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      api.queryWheel.mockResolvedValue(query(3));
      api.spinWheel.mockRejectedValue(new ApiError('busy', 500, { message: 'busy' }));
      asMember();
      await waitFor(() => expect(screen.getByTestId('wheel-chances')).toHaveTextContent('3'));
      fireEvent.keyDown(document.body, { key: ' ' });
      await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled());
      fireEvent.keyDown(document.body, { key: ' ' });
      expect(api.spinWheel).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(500);
      fireEvent.keyDown(document.body, { key: 'Enter' });
      await waitFor(() => expect(api.spinWheel).toHaveBeenCalledTimes(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a refused spin with its text and lets the wheel spin again', async () => {
    api.queryWheel.mockResolvedValue(query(2));
    api.spinWheel.mockRejectedValue(new ApiError('今日次数已用完', 400, { message: '今日次数已用完', code: 'no_chances' }));
    asMember();
    await waitFor(() => expect(screen.getByTestId('wheel-chances')).toHaveTextContent('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You have no chances left today'));
    expect(screen.getByTestId('wheel-stage')).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled();
  });

  it('with no spins left, or a closed event, says why and does not spin', async () => {
    api.queryWheel.mockResolvedValue(query(0));
    asMember();
    expect(await screen.findByTestId('wheel-blocked')).toHaveTextContent('You have no spins left today. Come back tomorrow!');
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
  });

  it('says the wheel is closed when the setting switches it off', async () => {
    api.fetchWheelSetting.mockResolvedValue(setting({ is_open: false }));
    api.queryWheel.mockResolvedValue(query(3));
    asMember();
    expect(await screen.findByTestId('wheel-blocked')).toHaveTextContent('The prize wheel is not open at the moment.');
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
  });

  it('with reduced motion shows the result as soon as the server answers', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    try {
      api.queryWheel.mockResolvedValue(query(2));
      api.spinWheel.mockResolvedValue(award);
      asMember();
      await waitFor(() => expect(screen.getByTestId('wheel-chances')).toHaveTextContent('2'));
      await waitFor(() => expect(canvas.store).not.toBeNull());
      fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
      expect(await screen.findByTestId('wheel-result')).toHaveTextContent('8.88');
      expect(screen.getByTestId('wheel-stage')).toHaveAttribute('data-prize-index', '2');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('labels the wheel and the odds in the interface language', async () => {
    await act(() => i18next.changeLanguage('zh_cn'));
    appStore.setState({ lang: 'zh_cn' });
    try {
      api.queryWheel.mockResolvedValue(query(2));
      asMember();
      await waitFor(() => expect(canvas.store?.getState().segments.map((s) => s.label)).toEqual(['0.00元', '1.88元', '8.88元', '88.88元']));
      expect(canvas.store!.getState().segments.map((s) => s.amount)).toEqual(['', '1.88', '8.88', '88.88']);
      expect(within(screen.getByTestId('odds-table')).getByText('88.88元')).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('en'));
      appStore.setState({ lang: 'en' });
    }
  });
});
