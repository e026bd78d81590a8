/** One channel per browser: the tabs of a session compute the same moments, so a moment's number is all they need. */
const NAME = 'lobby-reality-check';

type Message = { continued: number } | { changed: true };

export interface RealityChannel {
  /** Tells the other tabs the member chose "Continue" at the check of `moment`. */
  announceContinue(moment: number): void;
  close(): void;
}

/**
 * Follows the other tabs: "Continue" chosen at a moment, and an interval changed (to be read
 * again). Without BroadcastChannel each tab asks on its own and learns a new interval on its next load.
 */
export function followRealityChannel(onContinue: (moment: number) => void, onChange: () => void): RealityChannel {
  if (typeof BroadcastChannel === 'undefined') return { announceContinue: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(NAME);
  channel.onmessage = (event: MessageEvent<Message>) => {
    if ('continued' in event.data && typeof event.data.continued === 'number') onContinue(event.data.continued);
    else if ('changed' in event.data) onChange();
  };
  return { announceContinue: (continued) => channel.postMessage({ continued } satisfies Message), close: () => channel.close() };
}

/** Tells every tab (this one's watch too) that the interval changed. */
export function announceRealityChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(NAME);
  channel.postMessage({ changed: true } satisfies Message);
  channel.close();
}
