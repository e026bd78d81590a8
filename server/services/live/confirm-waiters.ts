/** How long a confirmed message waits for the other processes' answers before going on anyway. */
const CONFIRM_WAIT_MS = 1000;

/** A sender of a confirmed message, waiting until every listening process has answered. */
interface Waiter {
  need: number;
  from: Set<number>;
  done(): void;
}

/**
 * The senders waiting for answers to their confirmed messages: an answer from a process counts once,
 * and a sender goes on when as many processes as were listening have answered, or after CONFIRM_WAIT_MS.
 */
export class ConfirmWaiters {
  private readonly waiting = new Map<string, Waiter[]>();

  /**
   * Resolves once `need` processes answered `message` (or the wait ran out); `send` puts it on the
   * wire. Rejects when `send` fails: nobody was told, and the caller must not say they were.
   */
  wait(message: string, need: number, send: () => Promise<unknown>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { need, from: new Set(), done: () => finish(resolve) };
      const timer = setTimeout(() => finish(resolve), CONFIRM_WAIT_MS);
      // Settles once, the first outcome winning: a failed send after the timer changes nothing, and the other way round.
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        const rest = (this.waiting.get(message) ?? []).filter((w) => w !== waiter);
        if (rest.length > 0) this.waiting.set(message, rest);
        else this.waiting.delete(message);
        settle();
      };
      this.waiting.set(message, [...(this.waiting.get(message) ?? []), waiter]);
      send().catch((error: unknown) => finish(() => reject(error)));
    });
  }

  /** Process `processId` answered `message`. */
  answered(message: string, processId: number): void {
    for (const waiter of this.waiting.get(message) ?? []) {
      waiter.from.add(processId);
      if (waiter.from.size >= waiter.need) waiter.done();
    }
  }

  /** Lets every sender go on (closing). */
  releaseAll(): void {
    for (const list of this.waiting.values()) for (const waiter of list) waiter.done();
  }
}
