import type { FairHistoryRow } from '../../../../domain/contracts/replies/events';

/** The event a draw comes from, as the Verify page's `event` query names it. */
export type DrawEvent = 'wheel' | 'red';

/** The event named by the Verify page's query, or null (a hand-typed check, a revealed seed). */
export function drawEventOf(search: URLSearchParams): DrawEvent | null {
  const event = search.get('event');
  return event === 'wheel' || event === 'red' ? event : null;
}

/** The Verify page with these inputs in its query (the names verifyQuerySchema reads, and the draw's event). */
export function verifyPageHref(query: { seed?: string; client?: string; nonce?: number; weights?: readonly number[]; hash?: string; event?: DrawEvent }): string {
  const params = new URLSearchParams();
  if (query.seed) params.set('seed', query.seed);
  if (query.client !== undefined) params.set('client', query.client);
  if (query.nonce !== undefined) params.set('nonce', String(query.nonce));
  if (query.weights) params.set('weights', query.weights.join(','));
  if (query.hash) params.set('hash', query.hash);
  if (query.event) params.set('event', query.event);
  const search = params.toString();
  return search ? `/Verify?${search}` : '/Verify';
}

/** The Verify link of a past draw, with every input in the URL; null while its seed is not revealed. */
export function verifyHref(row: FairHistoryRow, event?: DrawEvent): string | null {
  if (!row.server_seed) return null;
  const { client_seed, nonce, weights, server_seed_hash } = row.fair;
  return verifyPageHref({ seed: row.server_seed, client: client_seed, nonce, weights, hash: server_seed_hash, event });
}
