import type { CaptchaTrailPoint } from '../../domain/contracts/captcha-types';
import { seededRandom } from '../../domain/fairness/seeded-random';

/*
 * Drags shaped like a person's (no Playwright here, so the server tests use them too): the handle
 * speeds up and slows down on a minimum-jerk curve, with a little wobble in place and time.
 */

/** Points of a human-shaped drag from the handle's rest to (x, y); a different seed gives a different drag. */
export function humanTrail(x: number, y: number, seed = Math.floor(Math.random() * 2 ** 31)): CaptchaTrailPoint[] {
  const random = seededRandom(seed);
  const steps = 18 + Math.floor(random() * 14);
  const duration = 450 + Math.floor(random() * 700);
  const trail: CaptchaTrailPoint[] = [[0, 0, 0]];
  for (let i = 1; i < steps; i += 1) {
    const s = i / steps;
    // Minimum jerk: slow start, fast middle, slow end.
    const eased = 10 * s ** 3 - 15 * s ** 4 + 6 * s ** 5;
    const wobble = () => Math.round((random() - 0.5) * 4 * (1 - s));
    const t = Math.round(duration * s + (random() - 0.5) * 10);
    trail.push([Math.max(0, Math.round(x * eased) + wobble()), Math.round(y * eased) + wobble(), Math.max(trail[i - 1]![2] + 1, t)]);
  }
  trail.push([x, y, Math.max(trail[trail.length - 1]![2] + 1, duration)]);
  return trail;
}

/**
 * The body of `POST /api/auth/check` for a piece let go at x after a human-shaped drag (the hand
 * drifts a few px vertically; the piece moves across only), with the proof-of-work's solution
 * (the dev endpoint's, so no test spends a second of CPU solving it).
 */
export function checkBody(key: string, x: number, pow: { counter: number; derivedKey: string }, seed?: number) {
  const trail = humanTrail(x, 3, seed);
  return { key, tn_r: x, trail, pow };
}
