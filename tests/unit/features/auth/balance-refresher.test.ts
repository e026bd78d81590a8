import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BALANCE_LOCK_MS, createBalanceRefresher } from '../../../../src/features/auth/balance-refresher';

describe('balance refresh lock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes once, then answers clicks within 2 s with the too-frequent message', () => {
    const refresh = vi.fn(() => Promise.resolve());
    const tooFrequent = vi.fn();
    const click = createBalanceRefresher(refresh, tooFrequent);
    expect(BALANCE_LOCK_MS).toBe(2000);
    expect(click()).toBe(true);
    vi.advanceTimersByTime(1999);
    expect(click()).toBe(false);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(tooFrequent).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(click()).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('survives a failing refresh', async () => {
    const click = createBalanceRefresher(() => Promise.reject(new Error('down')), vi.fn());
    expect(click()).toBe(true);
    await Promise.resolve();
  });
});
