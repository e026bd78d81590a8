import type { LiveEventName } from '../../domain/contracts/live';
import { http, sessionExpired } from './http';

/** One event as it came off the wire, its data not yet checked. */
export interface RawLiveEvent {
  name: LiveEventName;
  data: unknown;
}

/**
 * How a stream ended: the server closed it (reconnect), the session is over (401: stop), the server
 * has no such call (404: another server speaking the API; stop), or it failed (reconnect later).
 */
export type LiveEnd = 'closed' | 'unauthorized' | 'unsupported' | 'failed';

/**
 * Reads the member's live stream (`GET /member/live`, Server-Sent Events) until it ends or `signal`
 * aborts. fetch, not EventSource: the token goes in the Authorization header, never in the URL.
 * `replace: false` asks for a stream only if the member has room (a full member answers 429, read
 * as 'failed'), rather than taking the place of the member's oldest stream. `notesAfter`: the last
 * note this lobby showed, so the stream sends the ones after it and never one shown already.
 */
export async function readLiveStream(authorization: string, onEvent: (event: RawLiveEvent) => void, signal: AbortSignal, replace = true, notesAfter?: number): Promise<LiveEnd> {
  const query = new URLSearchParams();
  if (!replace) query.set('replace', '0');
  if (notesAfter !== undefined) query.set('notes_after', String(notesAfter));
  const search = query.size > 0 ? `?${query}` : '';
  let res: Response;
  try {
    res = await fetch(`${http.defaults.baseURL ?? '/api'}/member/live${search}`, { headers: { authorization, accept: 'text/event-stream' }, signal, cache: 'no-store' });
  } catch {
    return 'failed';
  }
  if (res.status === 401) {
    sessionExpired();
    return 'unauthorized';
  }
  if (res.status === 404) return 'unsupported';
  if (res.status !== 200 || !res.body) return 'failed';
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'closed';
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const event = parseBlock(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
        if (event) onEvent(event);
      }
    }
  } catch {
    return 'failed';
  }
}

/** One `event:` / `data:` block; comment-only blocks (heartbeats) give nothing. */
function parseBlock(block: string): RawLiveEvent | null {
  let name = '';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) name = line.slice(7);
    else if (line.startsWith('data: ')) data += line.slice(6);
  }
  if (!name || !data) return null;
  try {
    return { name: name as LiveEventName, data: JSON.parse(data) as unknown };
  } catch {
    return null;
  }
}
