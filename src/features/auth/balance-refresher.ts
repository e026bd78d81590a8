/** Balance refresh lock of spec points 4 and 9. */
export const BALANCE_LOCK_MS = 2000;

/**
 * Returns a refresh trigger that runs `refresh` at most once per 2 s; a click inside the lock calls
 * `tooFrequent` instead (the 'Do not operate frequently!' message) and changes nothing.
 */
export function createBalanceRefresher(
  refresh: () => Promise<unknown>,
  tooFrequent: () => void,
  now: () => number = Date.now,
): () => boolean {
  let lockedUntil = -Infinity;
  return () => {
    const t = now();
    if (t < lockedUntil) {
      tooFrequent();
      return false;
    }
    lockedUntil = t + BALANCE_LOCK_MS;
    refresh().catch(() => undefined);
    return true;
  };
}

/**
 * Runs `refresh` on every sign that the member's money moved (see lib/money-moves), never two at
 * once: signs that come while one runs (a focus right after a popup closed) are answered by one
 * more run after it, so the last figure shown is read after the last sign. Returns the stop.
 */
export function keepBalanceFresh(refresh: () => Promise<unknown>, follow: (listener: () => void) => () => void): () => void {
  let running = false;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    refresh()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (!again) return;
        again = false;
        run();
      });
  };
  return follow(run);
}
