import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from '../services/guards/client-address.ts';

/**
 * The kinds of environment variable the server reads (README.md, "Configuration"), as zod fields.
 * Each refusal is one sentence naming the variable, the value and what to set instead, which
 * server/index.ts prints alone: a typo must never pass as the default, as zero or as a fraction.
 */

const CONFIGURATION = 'See "Configuration" in README.md.';
const CHECKLIST = 'See "Production checklist" in README.md.';

/** Unset and empty are the same to an operator (`PORT= npm start`). */
const isUnset = (value: string | undefined): value is undefined | '' => value === undefined || value === '';

/** A whole number from `min` to `max`, `fallback` when unset or empty. */
export function whole(name: string, fallback: number, min: number, max: number) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (isUnset(value)) return fallback;
      const n = /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
      if (n >= min && n <= max) return n;
      ctx.addIssue({ code: 'custom', message: `${name}=${value} is not understood: set a whole number from ${min} to ${max}, or leave it unset (${fallback}). ${CONFIGURATION}` });
      return z.NEVER;
    });
}

/** A whole number from `min` to `max`, or undefined when unset or empty (a feature that is off unless set). */
export function wholeOrUnset(name: string, min: number, max: number) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (isUnset(value)) return undefined;
      const n = /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
      if (n >= min && n <= max) return n;
      ctx.addIssue({ code: 'custom', message: `${name}=${value} is not understood: set a whole number from ${min} to ${max}, or leave it unset (off). ${CONFIGURATION}` });
      return z.NEVER;
    });
}

/** A stand-in switch: `1` on, `0` off, undefined when unset (its default depends on NODE_ENV). */
export function flag(name: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (isUnset(value)) return undefined;
      if (value === '1' || value === '0') return value === '1';
      ctx.addIssue({ code: 'custom', message: `${name}=${value} is not understood: set ${name}=1 or ${name}=0, or leave it unset. ${CHECKLIST}` });
      return z.NEVER;
    });
}

/** NODE_ENV values that mean the demo besides unset: `npm run dev`'s and the tests' (vitest sets `test`). */
const demoEnvs = new Set(['development', 'test']);

/**
 * Whether NODE_ENV says production. Only the exact `production` does; any other value (`Production`,
 * `prod`, `staging`, a stray space) is refused rather than taken for the demo, whose payment page
 * credits whatever a member orders.
 */
export const production = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (isUnset(value) || demoEnvs.has(value)) return false;
    if (value === 'production') return true;
    ctx.addIssue({
      code: 'custom',
      message: `NODE_ENV=${JSON.stringify(value)} is not understood: set NODE_ENV=production for a real deployment, or leave it unset (or development) for the demo with its stand-ins. ${CHECKLIST}`,
    });
    return z.NEVER;
  });

/** `TRUST_PROXY` as Fastify's `trustProxy` (server/services/guards/client-address.ts). */
export const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    try {
      return parseTrustProxy(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `${(error as Error).message}. ${CONFIGURATION}` });
      return z.NEVER;
    }
  });

/** Any text, `fallback` when unset; an empty value stays empty (as `??` read it before). */
export const text = (fallback: string) => z.string().optional().transform((value) => value ?? fallback);

/** Any text; unset or empty is undefined (as `||` read it before). */
export const textOrUnset = z.string().optional().transform((value) => (isUnset(value) ? undefined : value));

/** Any text, kept as given (unset stays undefined, empty stays empty). */
export const textAsGiven = z.string().optional();
