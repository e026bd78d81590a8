import { describe, expect, it } from 'vitest';
import { loggedInFor, nextCheckAt } from '../../../../src/features/responsible-play/reality-timer';

const start = Date.parse('2026-11-25T10:00:00Z');
const min = 60_000;

describe('nextCheckAt', () => {
  it('is off at 0 minutes and for a start that is not a time', () => {
    expect(nextCheckAt(start, 0, start + 5 * min)).toBeNull();
    expect(nextCheckAt(Number.NaN, 30, start)).toBeNull();
  });

  it('counts whole intervals from the session start, the same in every tab', () => {
    expect(nextCheckAt(start, 30, start)).toBe(start + 30 * min);
    expect(nextCheckAt(start, 30, start + 29 * min)).toBe(start + 30 * min);
    // A tab opened later, or the moment itself: the one after.
    expect(nextCheckAt(start, 30, start + 30 * min)).toBe(start + 60 * min);
    expect(nextCheckAt(start, 30, start + 45 * min)).toBe(start + 60 * min);
    expect(nextCheckAt(start, 90, start + 100 * min)).toBe(start + 180 * min);
  });

  it('takes a clock a little behind the server start as the first interval', () => {
    expect(nextCheckAt(start, 60, start - 2_000)).toBe(start + 60 * min);
  });
});

describe('loggedInFor', () => {
  it('gives whole hours and minutes', () => {
    expect(loggedInFor(start, start + 30 * min)).toEqual({ hours: 0, minutes: 30 });
    expect(loggedInFor(start, start + 90 * min + 59_000)).toEqual({ hours: 1, minutes: 30 });
    expect(loggedInFor(start, start - min)).toEqual({ hours: 0, minutes: 0 });
  });
});
