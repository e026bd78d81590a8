/**
 * Duplicates of a keyed request that wait for the first one's answer, by (member, key): woken when
 * any process announces that the key's answer was stored or the key let go (plugins/idempotency.ts),
 * instead of asking the database again and again.
 */
export class AnswerWaiters {
  private readonly waiting = new Map<string, Set<() => void>>();

  /**
   * Starts listening for `id` at once (before the caller reads the key's row, so an announcement
   * that lands between the read and the wait is not missed). `until(ms)` resolves when woken or
   * after `ms`; `cancel` stops listening (call it in every case).
   */
  listen(id: string): { until(ms: number): Promise<void>; cancel(): void } {
    let wake: () => void = () => undefined;
    let woken = false;
    const onWake = () => {
      woken = true;
      wake();
    };
    let set = this.waiting.get(id);
    if (!set) this.waiting.set(id, (set = new Set()));
    set.add(onWake);
    let timer: NodeJS.Timeout | undefined;
    return {
      until: (ms) =>
        woken
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              wake = resolve;
              timer = setTimeout(resolve, ms);
            }),
      cancel: () => {
        clearTimeout(timer);
        const own = this.waiting.get(id);
        own?.delete(onWake);
        if (own?.size === 0) this.waiting.delete(id);
      },
    };
  }

  /** Wakes the waiters of one key. */
  wake(id: string): void {
    for (const onWake of this.waiting.get(id) ?? []) onWake();
  }

  /** Wakes everyone (a lost connection came back: announcements may have been missed). */
  wakeAll(): void {
    for (const set of this.waiting.values()) for (const onWake of set) onWake();
  }
}
