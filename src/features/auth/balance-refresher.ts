/** Balance refresh lock of docs/product.md §4 and §9. */
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
