/** One channel per browser: the tabs of a session share the moments, so a moment's number is all they need. */
const NAME = 'lobby-reality-check';

export interface RealityChannel {
  /** Tells the other tabs the member chose "Continue" at the check of `moment`. */
  announce(moment: number): void;
  close(): void;
}

/**
 * Follows "Continue" chosen in another tab: `onContinue` gets the moment it answered. Without
 * BroadcastChannel each tab asks on its own.
 */
export function followContinues(onContinue: (moment: number) => void): RealityChannel {
  if (typeof BroadcastChannel === 'undefined') return { announce: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'number') onContinue(event.data);
  };
  return { announce: (moment) => channel.postMessage(moment), close: () => channel.close() };
}
