// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { judgeTrail, trailHash } from '../../server/captcha/trail-check.ts';
import type { CaptchaTrailPoint } from '../../domain/contracts/captcha-types.ts';
import { humanTrail } from '../e2e/captcha-trail-helpers.ts';

const at = (trail: CaptchaTrailPoint[]) => ({ x: trail[trail.length - 1]![0] });
/** n + 1 points from the start to (x, y) at one pace over `ms`. */
const even = (x: number, y: number, n: number, ms: number): CaptchaTrailPoint[] =>
  Array.from({ length: n + 1 }, (_, i) => [(x * i) / n, (y * i) / n, Math.round((ms * i) / n)] as const);

describe('judgeTrail', () => {
  it('accepts human-shaped drags', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const trail = humanTrail(60 + (seed % 131), (seed % 60) - 30, seed);
      expect(judgeTrail(trail, at(trail)), `seed ${seed}`).toBe('ok');
    }
  });

  it('accepts a keyboard drag: Shift+arrow steps of 10 px, then single steps', () => {
    const keys: CaptchaTrailPoint[] = [[0, 0, 0]];
    for (let i = 1; i <= 12; i += 1) keys.push([10 * i, 0, 40 * i]);
    for (let i = 1; i <= 3; i += 1) keys.push([120 + i, 0, 480 + 90 * i]);
    keys.push([123, -1, 900], [123, -2, 960]);
    expect(judgeTrail(keys, at(keys))).toBe('ok');
  });

  it('names what a drag lacks', () => {
    const human = humanTrail(150, 10, 7);
    expect(judgeTrail(human.slice(-9), at(human))).toBe('too_short');
    expect(judgeTrail(even(150, 10, 12, 290), { x: 150 })).toBe('too_quick');
    expect(judgeTrail(even(150, 10, 20, 800), { x: 150 })).toBe('even_pace');
    expect(judgeTrail(human, { x: 140 })).toBe('end_mismatch');
    const backwards = human.map(([x, y, t], i): CaptchaTrailPoint => [x, y, i === 5 ? human[4]![2] : t]);
    expect(judgeTrail(backwards, at(human))).toBe('time_backwards');
    const late = human.map(([x, y, t]): CaptchaTrailPoint => [x + 10, y, t]);
    expect(judgeTrail(late, at(late))).toBe('not_from_start');
  });

  it('judges across only: a hand that starts off the handle’s height or wobbles at one pace sideways is still even', () => {
    // The pointer may rest anywhere on the handle's height: only the x must start at the rest.
    const low = humanTrail(150, 10, 7).map(([x, y, t]): CaptchaTrailPoint => [x, y + 12, t]);
    expect(judgeTrail(low, at(low))).toBe('ok');
    // Vertical jitter does not make an even sideways pace look human.
    const jittered = even(150, 0, 20, 800).map(([x, , t], i): CaptchaTrailPoint => [x, i % 2 === 0 ? 0 : 15, t]);
    expect(judgeTrail(jittered, at(jittered))).toBe('even_pace');
  });

  it('fingerprints the points: the same drag alike, any other drag apart', () => {
    const trail = humanTrail(120, -5, 3);
    expect(trailHash(trail)).toBe(trailHash(trail.map((p) => [...p] as const)));
    expect(trailHash(humanTrail(120, -5, 4))).not.toBe(trailHash(trail));
  });
});
