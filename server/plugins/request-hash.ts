import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are one request; arrays keep their order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  // undefined (no body) and null are one "nothing"; JSON.stringify(undefined) is not a string.
  return JSON.stringify(value ?? null);
}

export interface HashedRequest {
  method: string;
  /** Path without the query string: `?lang=` names the answer's language, not what is asked. */
  path: string;
  memberId: number;
  body: unknown;
}

/**
 * What an Idempotency-Key stands for: a retry must ask for exactly this again. The body is the one
 * the route's schema parsed, so fields the schema drops and the order of keys change nothing.
 */
export function requestHashOf(request: HashedRequest): string {
  return createHash('sha256')
    .update(canonical([request.method.toUpperCase(), request.path, request.memberId, request.body]))
    .digest('hex');
}
