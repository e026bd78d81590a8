import { sessionKeys } from '../../lib/storage-keys';

/** The waiting sum the member put the rebate bar away at, in this tab; null when never. */
export function closedAtSum(): string | null {
  try {
    return sessionStorage.getItem(sessionKeys.rebateBarClosed);
  } catch {
    return null;
  }
}

/** Remembers for the rest of the tab's session that the bar was put away at `sum`. */
export function rememberClosed(sum: string): void {
  try {
    sessionStorage.setItem(sessionKeys.rebateBarClosed, sum);
  } catch {
    // Storage blocked (private mode): the bar is away until the next reload only.
  }
}
