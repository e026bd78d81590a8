import { createHash } from 'node:crypto';
import { captchaTrailRules as rules, type CaptchaTrailPoint } from '../../domain/contracts/captcha-types.ts';

/**
 * Below this spread of speeds (standard deviation / mean) a drag moved at one even pace, as a
 * script interpolating to a guess does; a hand speeds up and slows down, and a keyboard mixes
 * the first press, key repeat and single or Shift steps.
 */
const MIN_SPEED_SPREAD = 0.2;
/** The drag begins where the handle rests: within this many px of the start. */
const START_SLACK = 3;

export type TrailVerdict = 'ok' | 'too_short' | 'too_quick' | 'time_backwards' | 'not_from_start' | 'end_mismatch' | 'even_pace';

/**
 * Speeds (px/ms) across between successive points: the piece moves sideways only, and the
 * pointer's vertical wobble is the hand's, not the piece's.
 */
function speeds(trail: readonly CaptchaTrailPoint[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < trail.length; i += 1) {
    const [x0, , t0] = trail[i - 1]!;
    const [x1, , t1] = trail[i]!;
    out.push(Math.abs(x1 - x0) / (t1 - t0));
  }
  return out;
}

function spread(values: readonly number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (mean === 0) return 0;
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}

/**
 * Whether a drag looks like a person's: enough points over enough time, from the handle's rest
 * to where the piece was let go (`end`, across), at an uneven pace. Only x is judged: the piece
 * moves across, and y is the pointer's wobble, which may start anywhere. It cannot tell a careful
 * forgery from a person; the proof-of-work is what makes each try cost a script time.
 */
export function judgeTrail(trail: readonly CaptchaTrailPoint[], end: { x: number }): TrailVerdict {
  if (trail.length < rules.minPoints || trail.length > rules.maxPoints) return 'too_short';
  const first = trail[0]!;
  const last = trail[trail.length - 1]!;
  if (last[2] - first[2] < rules.minMs) return 'too_quick';
  for (let i = 1; i < trail.length; i += 1) if (trail[i]![2] <= trail[i - 1]![2]) return 'time_backwards';
  if (first[0] > START_SLACK) return 'not_from_start';
  if (Math.abs(last[0] - end.x) > 0.5) return 'end_mismatch';
  if (spread(speeds(trail)) < MIN_SPEED_SPREAD) return 'even_pace';
  return 'ok';
}

/** A fingerprint of the drag's points: the same drag sent for a second key is a replay. */
export function trailHash(trail: readonly CaptchaTrailPoint[]): string {
  return createHash('sha256').update(trail.map((p) => p.join(':')).join(';')).digest('base64url');
}
