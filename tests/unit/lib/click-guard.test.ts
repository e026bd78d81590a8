import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLICK_GUARD_MS, guardClicks } from '../../../src/lib/click-guard';

describe('guardClicks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('acts on the first click and ignores repeats within 500 ms', () => {
    const handler = vi.fn();
    const guarded = guardClicks(handler);
    guarded('a');
    guarded('b');
    vi.advanceTimersByTime(CLICK_GUARD_MS - 1);
    guarded('c');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith('a');
  });

  it('accepts a click again once 500 ms have passed', () => {
    const handler = vi.fn();
    const guarded = guardClicks(handler);
    guarded(1);
    vi.advanceTimersByTime(CLICK_GUARD_MS);
    guarded(2);
    expect(handler.mock.calls).toEqual([[1], [2]]);
  });

  it('keeps separate guards independent', () => {
    const a = vi.fn();
    const b = vi.fn();
    const ga = guardClicks(a);
    const gb = guardClicks(b);
    ga();
    gb();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });
});
