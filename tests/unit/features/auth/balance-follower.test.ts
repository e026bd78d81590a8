// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepBalanceFresh } from '../../../../src/features/auth/balance-follower';
import { announceMoneyMoved, announceWhenClosed, CLOSED_CHECK_MS } from '../../../../src/lib/money-moves';
import { follow, stopFollowing, untilTestEnds } from '../../lib/money-moves-follow';

afterEach(() => {
  stopFollowing();
  vi.useRealTimers();
});

/** Lets pending promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('keeping the balance fresh', () => {
  let resolvers: (() => void)[];
  const refresh = vi.fn(() => new Promise<void>((resolve) => resolvers.push(resolve)));
  beforeEach(() => {
    resolvers = [];
    refresh.mockClear();
  });

  it('re-reads the balance when the window regains focus', () => {
    untilTestEnds(keepBalanceFresh(refresh, follow));
    expect(refresh).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('focus'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('re-reads the balance when a game window is closed', () => {
    vi.useFakeTimers();
    untilTestEnds(keepBalanceFresh(refresh, follow));
    const popup = { closed: false } as Window;
    announceWhenClosed(popup);
    vi.advanceTimersByTime(CLOSED_CHECK_MS);
    expect(refresh).not.toHaveBeenCalled();
    (popup as { closed: boolean }).closed = true;
    vi.advanceTimersByTime(CLOSED_CHECK_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('answers signs that come during a read with exactly one more read after it', async () => {
    untilTestEnds(keepBalanceFresh(refresh, follow));
    window.dispatchEvent(new Event('focus'));
    announceMoneyMoved();
    window.dispatchEvent(new Event('focus'));
    expect(refresh).toHaveBeenCalledTimes(1);
    resolvers[0]!();
    await settle();
    expect(refresh).toHaveBeenCalledTimes(2);
    resolvers[1]!();
    await settle();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('keeps following after a failed read', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('down')));
    untilTestEnds(keepBalanceFresh(failing, follow));
    window.dispatchEvent(new Event('focus'));
    await settle();
    window.dispatchEvent(new Event('focus'));
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
