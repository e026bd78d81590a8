import { useSyncExternalStore } from 'react';

/**
 * Whether the home page's rebate notification is on screen. While it is, the rebate bar stays away:
 * both say the same sum, and a member who just logged in read it twice. Set and cleared by the
 * notification's own life (use-rebate-notice.ts), so the bar follows it without a clock of its own.
 */
let showing = false;
const listeners = new Set<() => void>();

export function setRebateNoticeShowing(next: boolean): void {
  if (showing === next) return;
  showing = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRebateNoticeShowing(): boolean {
  return useSyncExternalStore(subscribe, () => showing);
}
