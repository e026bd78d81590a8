import { readLiveStream, type RawLiveEvent } from '../../api/live';
import { liveEventSchemas, type LiveEvent } from '../../../domain/contracts/live';

/** Back-off between failed attempts: doubling from the first, at most the last, with ±25 % spread so a restarted server is not hit by every browser at once. */
export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/** The checked event, or null for one this lobby does not know (a newer server) or malformed. */
export function checkEvent(raw: RawLiveEvent): LiveEvent | null {
  const schema = (liveEventSchemas as Partial<Record<string, (typeof liveEventSchemas)[keyof typeof liveEventSchemas]>>)[raw.name];
  const parsed = schema?.safeParse(raw.data);
  return parsed?.success ? ({ name: raw.name, data: parsed.data } as LiveEvent) : null;
}

export interface LiveConnectionOptions {
  /** The Authorization header of the session. */
  authorization: string;
  onEvent(event: LiveEvent): void;
  /** The session ended (401 or the server's `logout`): no reconnect follows. */
  onSessionEnded(): void;
  /** The last note the lobby showed, asked at each (re)connect: the stream sends only newer ones. */
  notesAfter?: () => number | undefined;
  random?: () => number;
}

/**
 * Keeps one live stream open: reconnects when the server ends it (at once) or when it fails (with
 * back-off, reset by a stream that got its snapshot), stops for good when the session ends.
 * A stream `replaced` by a newer browser of the member reconnects with back-off, and from then on
 * only asks for a place that is free: two browsers never take each other's place in turn.
 * Returns the stop.
 */
export function keepLiveConnection(options: LiveConnectionOptions): () => void {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = RETRY_FIRST_MS;
  const random = options.random ?? Math.random;
  let replace = true;

  const attempt = async () => {
    let ended = false;
    let gotSnapshot = false;
    let replaced = false;
    const end = await readLiveStream(
      options.authorization,
      (raw) => {
        const event = checkEvent(raw);
        if (!event || ended) return;
        if (event.name === 'snapshot') gotSnapshot = true;
        if (event.name === 'logout') ended = true;
        if (event.name === 'replaced') replaced = true;
        options.onEvent(event);
      },
      abort.signal,
      replace,
      options.notesAfter?.(),
    );
    // A server without live pushes: the lobby goes on with its refresh-on-focus path.
    if (abort.signal.aborted || end === 'unsupported') return;
    if (ended || end === 'unauthorized') {
      abort.abort();
      options.onSessionEnded();
      return;
    }
    if (replaced) replace = false;
    if (gotSnapshot) delay = RETRY_FIRST_MS;
    const atOnce = end === 'closed' && gotSnapshot && !replaced;
    const wait = atOnce ? 0 : delay * (0.75 + random() / 2);
    if (!atOnce) delay = Math.min(delay * 2, RETRY_MAX_MS);
    timer = setTimeout(() => void attempt(), wait);
  };

  void attempt();
  return () => {
    clearTimeout(timer);
    abort.abort();
  };
}
