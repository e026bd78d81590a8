import type { AddressInfo } from 'node:net';
import { liveEventSchemas, type LiveEventName, type LiveEvents } from '../../domain/contracts/live.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export interface Received {
  name: LiveEventName;
  data: unknown;
  /** performance.now() when it arrived. */
  at: number;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** Every event so far, each checked against its schema. */
  events: Received[];
  /** Resolves with the first event named `name` (after `from` events) that `check` accepts; rejects after `ms`. */
  next<K extends LiveEventName>(name: K, check?: (data: LiveEvents[K]) => boolean, options?: { ms?: number; from?: number }): Promise<LiveEvents[K]>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens `GET /api/member/live` with the token in the Authorization header and parses its events as they come;
 * `replace: false` asks only for a free place, as the lobby does once replaced; `notesAfter`: the last note the lobby showed.
 */
export async function openLive(base: string, token: string | null, options: { replace?: boolean; notesAfter?: number | string } = {}): Promise<OpenStream> {
  const abort = new AbortController();
  const params = new URLSearchParams();
  if (options.replace === false) params.set('replace', '0');
  if (options.notesAfter !== undefined) params.set('notes_after', String(options.notesAfter));
  const query = params.size > 0 ? `?${params}` : '';
  const res = await fetch(`${base}/api/member/live${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: abort.signal });
  const events: Received[] = [];
  const waiters = new Set<() => void>();
  const heard = () => waiters.forEach((w) => w());
  const ended = (async () => {
    if (!res.body || res.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const name = /^event: (\w+)$/m.exec(block)?.[1] as LiveEventName | undefined;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!name || data === undefined) continue;
          events.push({ name, data: liveEventSchemas[name].parse(JSON.parse(data)), at: performance.now() });
          heard();
        }
      }
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    } finally {
      heard();
    }
  })();
  let done = false;
  void ended.finally(() => (done = true));
  return {
    status: res.status,
    headers: res.headers,
    events,
    ended,
    close: () => abort.abort(),
    next(name, check = () => true, options = {}) {
      const from = options.from ?? 0;
      const find = () => events.slice(from).find((e) => e.name === name && check(e.data as never))?.data as LiveEvents[typeof name] | undefined;
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = find();
          if (found !== undefined) finish(() => resolve(found));
          else if (done) finish(() => reject(new Error(`stream ended without ${name}: ${JSON.stringify(events)}`)));
        };
        const timer = setTimeout(() => finish(() => reject(new Error(`no ${name} within ${options.ms ?? 2000} ms: ${JSON.stringify(events)}`))), options.ms ?? 2000);
        const finish = (then: () => void) => {
          clearTimeout(timer);
          waiters.delete(look);
          then();
        };
        waiters.add(look);
        look();
      });
    },
  };
}

/** A test app listening on a free loopback port, for real streams; `base` is its address. */
export async function listeningTestApp(): Promise<{ t: TestApp; base: string }> {
  const t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, base: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

/** Closes the streams a test file opened, then its app. */
export async function closeWithStreams(t: TestApp | undefined, streams: readonly OpenStream[]): Promise<void> {
  for (const stream of streams) stream.close();
  await t?.close();
}
