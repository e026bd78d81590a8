/** Click debounce of docs/product.md §4 and §9. */
export const CLICK_GUARD_MS = 500;

/** Says whether a click is accepted: not within `waitMs` of the last accepted one. */
export function createClickClock(waitMs = CLICK_GUARD_MS, now: () => number = Date.now): { accept(): boolean } {
  let last = -Infinity;
  return {
    accept() {
      const t = now();
      if (t - last < waitMs) return false;
      last = t;
      return true;
    },
  };
}

/**
 * Wraps a handler so that calls within 500 ms of the last accepted call are ignored.
 * Leading edge: the first click acts at once, repeats are dropped.
 */
export function guardClicks<A extends unknown[]>(
  handler: (...args: A) => void,
  waitMs = CLICK_GUARD_MS,
  now: () => number = Date.now,
): (...args: A) => void {
  const clock = createClickClock(waitMs, now);
  return (...args: A) => {
    if (clock.accept()) handler(...args);
  };
}
