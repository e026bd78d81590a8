import { z } from 'zod';

/**
 * The lobby's device id: a random id the browser keeps in localStorage and sends with every call, so
 * a self-exclusion can recognise the browser it was started from (README "Time-out and
 * self-exclusion"). A hint, not a secret: anyone may send any id, and it only ever refuses more.
 */
export const DEVICE_ID_HEADER = 'x-device-id';

/** 16 to 64 letters, digits or hyphens (the lobby sends a UUID). */
export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9-]{16,64}$/, 'validation.deviceId');
