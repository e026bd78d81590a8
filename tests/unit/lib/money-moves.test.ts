// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceMoneyMoved, announceWhenClosed, CLOSED_CHECK_MS } from '../../../src/lib/money-moves';
import { follow, stopFollowing } from './money-moves-follow';

afterEach(() => {
  stopFollowing();
  vi.useRealTimers();
});

describe('signs that money moved', () => {
  it('hears a window focus, a tab coming back into view and an announcement, and stops hearing after the stop', () => {
    const heard = vi.fn();
    const stop = follow(heard);
    window.dispatchEvent(new Event('focus'));
    expect(heard).toHaveBeenCalledTimes(1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValueOnce('hidden').mockReturnValueOnce('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(heard).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(heard).toHaveBeenCalledTimes(2);
    announceMoneyMoved();
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
    window.dispatchEvent(new Event('focus'));
    announceMoneyMoved();
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('announces a game or payment window once it is closed, and only then', () => {
    vi.useFakeTimers();
    const heard = vi.fn();
    follow(heard);
    const popup = { closed: false } as Window;
    announceWhenClosed(popup);
    vi.advanceTimersByTime(CLOSED_CHECK_MS * 5);
    expect(heard).not.toHaveBeenCalled();
    (popup as { closed: boolean }).closed = true;
    vi.advanceTimersByTime(CLOSED_CHECK_MS);
    expect(heard).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CLOSED_CHECK_MS * 5);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
