import { describe, expect, it } from 'vitest';
import {
  SLIDER_MAX,
  captchaReducer,
  clampDrift,
  clampOffset,
  initialCaptcha,
  type CaptchaEvent,
  type CaptchaState,
} from '../../../src/canvas/scenes/captcha/captcha-machine';

const run = (events: CaptchaEvent[], from: CaptchaState = initialCaptcha) => events.reduce(captchaReducer, from);
const where = ({ phase, offset }: CaptchaState) => ({ phase, offset });
const grab = (at = 1000): CaptchaEvent => ({ type: 'grab', at });
const move = (offset: number, at: number, drift?: number): CaptchaEvent => ({ type: 'move', offset, drift, at });

describe('captcha machine', () => {
  it('keeps the handle between 0 and 190 px and a recorded drift within what the check takes', () => {
    expect(SLIDER_MAX).toBe(190);
    expect(clampOffset(-20)).toBe(0);
    expect(clampOffset(500)).toBe(190);
    expect(clampOffset(87.6)).toBe(88);
    expect(clampOffset(Number.NaN)).toBe(0);
    expect(clampDrift(-250)).toBe(-200);
    expect(clampDrift(12.4)).toBe(12);
    expect(clampDrift(Number.NaN)).toBe(0);
  });

  it('drags across only: the pointer\'s drift goes in the trail, the piece keeps the gap\'s height', () => {
    const s = run([{ type: 'loaded', top: 40 }, grab(1000), move(30, 1016, 2), move(250, 1040, -70)]);
    expect(where(s)).toEqual({ phase: 'dragging', offset: 190 });
    expect(s.top).toBe(40);
    expect(s).not.toHaveProperty('offsetY');
    expect(s.trail).toEqual([
      [0, 0, 0],
      [30, 2, 16],
      [190, -70, 40],
    ]);
    expect(where(run([{ type: 'release' }], s))).toEqual({ phase: 'checking', offset: 190 });
  });

  it('starts a keyboard drag at its first key and keeps times going forward', () => {
    const s = run([{ type: 'loaded', top: 20 }, move(10, 500), move(20, 500), move(21, 499, 1)]);
    expect(s.phase).toBe('dragging');
    expect(s.trail).toEqual([
      [0, 0, 0],
      [10, 0, 1],
      [20, 0, 2],
      [21, 1, 3],
    ]);
  });

  it('keeps every other point of a very long drag, first and last included', () => {
    let s = run([{ type: 'loaded', top: 20 }, grab(0)]);
    for (let i = 1; i <= 450; i += 1) s = captchaReducer(s, move(i % 190, i * 10));
    expect(s.trail.length).toBeLessThanOrEqual(400);
    expect(s.trail[0]).toEqual([0, 0, 0]);
    expect(s.trail[s.trail.length - 1]).toEqual([450 % 190, 0, 4500]);
  });

  it("goes to success on 'ok' and keeps the offset", () => {
    const s = run([{ type: 'loaded' }, grab(), move(120, 1100), { type: 'release' }, { type: 'checked', ok: true }]);
    expect(where(s)).toEqual({ phase: 'success', offset: 120 });
    expect(run([move(10, 1200)], s)).toEqual(s);
  });

  it('resets the handle and the drag on a failed check, then reloads', () => {
    const s = run([{ type: 'loaded', top: 50 }, grab(), move(70, 1100, 9), { type: 'release' }, { type: 'checked', ok: false }]);
    expect(where(s)).toEqual({ phase: 'failed', offset: 0 });
    expect(s.trail).toEqual([]);
    const next = run([{ type: 'load' }, { type: 'loaded', top: 12 }], s);
    expect(where(next)).toEqual({ phase: 'ready', offset: 0 });
    expect(next.top).toBe(12);
  });

  it('ignores moves while loading or checking and a release without a drag', () => {
    expect(run([move(50, 1)])).toEqual(initialCaptcha);
    expect(where(run([{ type: 'loaded' }, { type: 'release' }]))).toEqual({ phase: 'ready', offset: 0 });
    const checking = run([{ type: 'loaded' }, grab(), move(5, 1100), { type: 'release' }]);
    expect(run([move(60, 1200)], checking)).toEqual(checking);
  });

  it('refresh (load) starts over from any phase', () => {
    const s = run([{ type: 'loaded' }, grab(), move(40, 1100), { type: 'load' }]);
    expect(where(s)).toEqual({ phase: 'loading', offset: 0 });
    expect(s.trail).toEqual([]);
    expect(where(run([{ type: 'loadFailed' }], s))).toEqual({ phase: 'error', offset: 0 });
  });
});
