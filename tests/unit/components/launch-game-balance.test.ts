// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../src/components/require-member', () => ({ requireMember: () => true }));

import { launchGame } from '../../../src/components/launch-game';
import { CLOSED_CHECK_MS, followMoneyMoves } from '../../../src/lib/money-moves';

const provider = { api_name: 'rl_slot_starforge', title: 'Starforge', params: '' };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a launched game and the balance', () => {
  it('announces a money move when the game window is closed (money may have come back), not before', async () => {
    vi.useFakeTimers();
    const popup = { closed: false };
    vi.spyOn(window, 'open').mockReturnValue(popup as Window);
    const heard = vi.fn();
    const stop = followMoneyMoves(heard);
    launchGame(provider);
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(CLOSED_CHECK_MS * 3);
    expect(heard).not.toHaveBeenCalled();
    popup.closed = true;
    vi.advanceTimersByTime(CLOSED_CHECK_MS);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });
});
