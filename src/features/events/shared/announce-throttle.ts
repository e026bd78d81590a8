/**
 * Coalesces a burst of messages for a live region: the first is said at once, and then at most one
 * every `intervalMs`, the latest of those that came meanwhile (the ones in between are dropped, so a
 * screen reader is never queued behind a pile of stale counts). docs/product.md §10.10.
 */
export interface AnnounceThrottle {
  push(message: string): void;
  /** Drops a message still waiting (the next push is said at once). */
  cancel(): void;
}

export function createAnnounceThrottle(intervalMs: number, say: (message: string) => void): AnnounceThrottle {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiting: string | null = null;

  const open = () => {
    timer = setTimeout(() => {
      timer = null;
      if (waiting === null) return;
      const message = waiting;
      waiting = null;
      say(message);
      open();
    }, intervalMs);
  };

  return {
    push(message) {
      if (timer !== null) {
        waiting = message;
        return;
      }
      say(message);
      open();
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      waiting = null;
    },
  };
}
