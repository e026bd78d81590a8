/**
 * The lobby's device id: a random id the browser keeps in localStorage and sends with every call, so
 * a self-exclusion can recognise the browser it was started from (README "Time-out and
 * self-exclusion"). A hint, not a secret: anyone may send any id, and it only ever refuses more.
 * A pattern rather than a zod schema: the lobby checks its stored id on its first call, and zod is
 * kept out of the first screen (docs/performance.md).
 */
export const DEVICE_ID_HEADER = 'x-device-id';

/** 16 to 64 letters, digits or hyphens (the lobby sends a UUID). */
const DEVICE_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/** Whether `value` is a well-formed device id. */
export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && DEVICE_ID_PATTERN.test(value);
}
