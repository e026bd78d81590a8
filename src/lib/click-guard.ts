/** Click debounce of spec points 4 and 9. */
export const CLICK_GUARD_MS = 500;

/**
 * Wraps a handler so that calls within 500 ms of the last accepted call are ignored.
 * Leading edge: the first click acts at once, repeats are dropped.
 */
export function guardClicks<A extends unknown[]>(
  handler: (...args: A) => void,
  waitMs = CLICK_GUARD_MS,
  now: () => number = Date.now,
): (...args: A) => void {
  let last = -Infinity;
  return (...args: A) => {
    const t = now();
    if (t - last < waitMs) return;
    last = t;
    handler(...args);
  };
}
