import type { LiveEvent, LiveEventName } from '../../../domain/contracts/live';

/** Events a tab that joins late is sent again by the leader: they hold current values. */
const REPLAYED: readonly LiveEventName[] = ['snapshot', 'money', 'mail', 'switches'];
const HELLO = 'hello';

type Start = (emit: (event: LiveEvent) => void) => () => void;

/**
 * One live stream per browser for one session: the tab holding the Web Lock `lobby-live:<key>`
 * opens it and relays every event to the other tabs over a BroadcastChannel; when that tab closes
 * or logs out, the lock passes to a waiting tab, which opens its own (its snapshot catches up).
 * Without Web Locks or BroadcastChannel every tab opens its own. Returns the stop.
 */
export function shareLive(key: string, start: Start, apply: (event: LiveEvent) => void): () => void {
  if (typeof navigator === 'undefined' || !navigator.locks || typeof BroadcastChannel === 'undefined') return start(apply);
  const channel = new BroadcastChannel(`lobby-live:${key}`);
  const abort = new AbortController();
  const last = new Map<LiveEventName, LiveEvent>();
  let leading = false;

  channel.onmessage = (message: MessageEvent<LiveEvent | typeof HELLO>) => {
    if (message.data === HELLO) {
      if (leading) for (const event of last.values()) channel.postMessage(event);
      return;
    }
    if (!leading) apply(message.data);
  };
  channel.postMessage(HELLO);

  navigator.locks
    .request(`lobby-live:${key}`, { signal: abort.signal }, async () => {
      leading = true;
      const stop = start((event) => {
        // A snapshot holds every value: what came before it must not be replayed after it.
        if (event.name === 'snapshot') last.clear();
        if (REPLAYED.includes(event.name)) last.set(event.name, event);
        apply(event);
        channel.postMessage(event);
      });
      await new Promise((resolve) => abort.signal.addEventListener('abort', resolve, { once: true }));
      stop();
    })
    // Aborted while still waiting for the lock: nothing was started.
    .catch(() => undefined);

  return () => {
    abort.abort();
    channel.close();
  };
}
