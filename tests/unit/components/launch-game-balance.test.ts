// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));
vi.mock('../../../src/components/require-member', () => ({ requireMember: () => true }));
const api = vi.hoisted(() => ({ recallGame: vi.fn() }));
vi.mock('../../../src/api/wallet', () => api);

import { toast } from 'sonner';
import { ApiError } from '../../../src/api/http';
import { launchGame } from '../../../src/components/launch-game';
import { RECALL_RETRY_MS } from '../../../src/components/game-close';
import { CLOSED_CHECK_MS, followMoneyMoves } from '../../../src/lib/money-moves';
import { appStore } from '../../../src/store/app-store';

const provider = { api_name: 'rl_slot_starforge', title: 'Starforge', params: '' };
const recalled = {
  message: 'Game closed: 790.00 moved back from Starforge to your main wallet',
  money: '800.00',
  recalled: '790.00',
  auto_transfer: true,
  balance_version: 9,
  total_balance: '800.00',
  breakdown: { centre: '800.00', games: '0.00', yuebao: '0.00' },
};

beforeEach(() => {
  api.recallGame.mockReset();
  appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-test-member', expires_at: Date.now() / 1000, expires_in: 3600 });
  appStore.getState().setUserInfo({ name: 'm1', level: 1, money: '10.00', balance_version: 8, total_balance: '800.00', breakdown: { centre: '10.00', games: '790.00', yuebao: '0.00' } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Launches the game in a stand-in window and returns it, the checks' clock faked. */
async function launched() {
  vi.useFakeTimers();
  const popup = { closed: false };
  vi.spyOn(window, 'open').mockReturnValue(popup as Window);
  launchGame(provider);
  await vi.dynamicImportSettled();
  return popup;
}

describe('a launched game and the balance', () => {
  it('recalls that game’s wallet once the window is closed, shows the balance it answered, then announces a money move', async () => {
    api.recallGame.mockResolvedValue(recalled);
    const heard = vi.fn();
    const stop = followMoneyMoves(heard);
    const popup = await launched();
    vi.advanceTimersByTime(CLOSED_CHECK_MS * 3);
    expect(api.recallGame).not.toHaveBeenCalled();
    expect(heard).not.toHaveBeenCalled();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(CLOSED_CHECK_MS);
    expect(api.recallGame).toHaveBeenCalledTimes(1);
    expect(api.recallGame).toHaveBeenCalledWith('rl_slot_starforge', expect.stringMatching(/^[0-9a-f]{32}$/));
    expect(appStore.getState().userinfo).toMatchObject({ money: '800.00', total_balance: '800.00', balance_version: 9 });
    expect(toast.success).toHaveBeenCalledWith(recalled.message, expect.anything());
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('asks again with the same key when a recall got no answer', async () => {
    api.recallGame.mockRejectedValueOnce(new ApiError('busy', 503, null)).mockResolvedValueOnce(recalled);
    const popup = await launched();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(CLOSED_CHECK_MS);
    await vi.advanceTimersByTimeAsync(RECALL_RETRY_MS);
    expect(api.recallGame).toHaveBeenCalledTimes(2);
    const [first, second] = api.recallGame.mock.calls;
    expect(second![1]).toBe(first![1]);
  });
});
