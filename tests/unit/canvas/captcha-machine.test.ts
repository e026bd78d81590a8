import { describe, expect, it } from 'vitest';
import { SLIDER_MAX, captchaReducer, clampOffset, initialCaptcha, type CaptchaEvent, type CaptchaState } from '../../../src/canvas/scenes/captcha/captcha-machine';

const run = (events: CaptchaEvent[], from: CaptchaState = initialCaptcha) => events.reduce(captchaReducer, from);

describe('captcha machine', () => {
  it('keeps the handle between 0 and 190 px', () => {
    expect(SLIDER_MAX).toBe(190);
    expect(clampOffset(-20)).toBe(0);
    expect(clampOffset(500)).toBe(190);
    expect(clampOffset(87.6)).toBe(88);
    expect(clampOffset(Number.NaN)).toBe(0);
  });

  it('drags within bounds and checks on release', () => {
    const s = run([{ type: 'loaded' }, { type: 'grab' }, { type: 'move', offset: 250 }]);
    expect(s).toEqual({ phase: 'dragging', offset: 190 });
    expect(run([{ type: 'release' }], s)).toEqual({ phase: 'checking', offset: 190 });
  });

  it("goes to success on 'ok' and keeps the offset", () => {
    const s = run([{ type: 'loaded' }, { type: 'grab' }, { type: 'move', offset: 120 }, { type: 'release' }, { type: 'checked', ok: true }]);
    expect(s).toEqual({ phase: 'success', offset: 120 });
    expect(run([{ type: 'move', offset: 10 }], s)).toEqual(s);
  });

  it('resets the handle to 0 on a failed check, then reloads', () => {
    const s = run([{ type: 'loaded' }, { type: 'grab' }, { type: 'move', offset: 70 }, { type: 'release' }, { type: 'checked', ok: false }]);
    expect(s).toEqual({ phase: 'failed', offset: 0 });
    expect(run([{ type: 'load' }, { type: 'loaded' }], s)).toEqual({ phase: 'ready', offset: 0 });
  });

  it('ignores moves while loading or checking and a release without a drag', () => {
    expect(run([{ type: 'move', offset: 50 }])).toEqual(initialCaptcha);
    expect(run([{ type: 'loaded' }, { type: 'release' }])).toEqual({ phase: 'ready', offset: 0 });
    const checking = run([{ type: 'loaded' }, { type: 'grab' }, { type: 'move', offset: 5 }, { type: 'release' }]);
    expect(run([{ type: 'move', offset: 60 }], checking)).toEqual(checking);
  });

  it('refresh (load) starts over from any phase', () => {
    const s = run([{ type: 'loaded' }, { type: 'grab' }, { type: 'move', offset: 40 }, { type: 'load' }]);
    expect(s).toEqual({ phase: 'loading', offset: 0 });
    expect(run([{ type: 'loadFailed' }], s)).toEqual({ phase: 'error', offset: 0 });
  });
});
