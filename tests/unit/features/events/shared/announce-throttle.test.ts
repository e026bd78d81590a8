import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnnounceThrottle } from '../../../../../src/features/events/shared/announce-throttle';

describe('createAnnounceThrottle', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('says the first message at once and a burst as its latest message, at most once an interval', () => {
    const said: string[] = [];
    const throttle = createAnnounceThrottle(1000, (m) => said.push(m));
    throttle.push('1');
    expect(said).toEqual(['1']);
    throttle.push('2');
    throttle.push('3');
    vi.advanceTimersByTime(999);
    expect(said).toEqual(['1']);
    vi.advanceTimersByTime(1);
    expect(said).toEqual(['1', '3']);
    // Still within the interval after '3': '4' waits for its end.
    vi.advanceTimersByTime(500);
    throttle.push('4');
    expect(said).toEqual(['1', '3']);
    vi.advanceTimersByTime(500);
    expect(said).toEqual(['1', '3', '4']);
    // A quiet interval closes the window: the next message is said at once.
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(5000);
    throttle.push('5');
    expect(said).toEqual(['1', '3', '4', '5']);
  });

  it('drops a waiting message on cancel, and says the next one at once', () => {
    const said: string[] = [];
    const throttle = createAnnounceThrottle(1000, (m) => said.push(m));
    throttle.push('1');
    throttle.push('2');
    throttle.cancel();
    vi.advanceTimersByTime(2000);
    expect(said).toEqual(['1']);
    throttle.push('3');
    expect(said).toEqual(['1', '3']);
  });

  it('says a burst of ten presses within a second as two messages', () => {
    const said: string[] = [];
    const throttle = createAnnounceThrottle(1000, (m) => said.push(m));
    for (let n = 1; n <= 10; n += 1) {
      throttle.push(String(n));
      vi.advanceTimersByTime(90);
    }
    vi.runAllTimers();
    expect(said).toEqual(['1', '10']);
  });
});
