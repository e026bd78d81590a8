import { StartRefused } from '../stand-ins/stand-in-switches.ts';

/**
 * A whole number from `min` to `max` read from the environment variable `name`, or `fallback` when
 * it is unset or empty. Anything else (`-1`, `1.5`, `abc`, a number out of range) stops the start
 * with a sentence saying what to set: a typo must never pass as the default or as zero.
 */
export function wholeFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= min && n <= max)) {
    throw new StartRefused(`${name}=${value} is not understood: set a whole number from ${min} to ${max}, or leave it unset (${fallback}). See "Configuration" in README.md.`);
  }
  return n;
}
