/**
 * A new key for one user action that moves money (header `Idempotency-Key`): a retry of the same
 * request replays the first answer instead of paying twice. getRandomValues, not randomUUID, so it
 * also works on a plain-http address, which is not a secure context.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
