/**
 * "Offer the deposit limits now": set by a registration that just succeeded, read by the limit
 * prompt once the register dialog has closed (issue 27). sessionStorage, so it lasts only as long
 * as the tab that registered; not one of the spec's localStorage keys.
 */
const KEY = 'limitPromptDue';

export function markLimitPromptDue(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage blocked: the prompt still comes before the first deposit.
  }
}

export function isLimitPromptDue(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function clearLimitPromptDue(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
