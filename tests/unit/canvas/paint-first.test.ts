import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FrameGate } from '../../../src/canvas/frame-gate';
import { createPaintFirst } from '../../../src/canvas/paint-first';

/** A gate that only counts its pauses. */
function fakeGate() {
  const state = { paused: 0 };
  const gate: FrameGate = {
    hold: () => () => undefined,
    request: () => undefined,
    setVisible: () => undefined,
    pause: () => {
      state.paused += 1;
      let on = true;
      return () => {
        if (on) state.paused -= 1;
        on = false;
      };
    },
  };
  return { gate, state };
}

describe('paint first', () => {
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('holds the canvas from the press through the click until the scene resumes it', () => {
    const { gate, state } = fakeGate();
    const paint = createPaintFirst(gate);
    paint.press(true);
    expect(state.paused).toBe(1);
    // pointerup, then the click in the same task: still paused when the next frame comes.
    paint.press(false);
    paint.click();
    vi.advanceTimersToNextFrame();
    expect(state.paused).toBe(1);
    paint.resume();
    expect(state.paused).toBe(0);
  });

  it('lets go a frame after a press that ends without a click, or by itself after a second', () => {
    const { gate, state } = fakeGate();
    const paint = createPaintFirst(gate);
    paint.press(true);
    paint.press(false);
    expect(state.paused).toBe(1);
    vi.advanceTimersToNextFrame();
    expect(state.paused).toBe(0);

    paint.press(true);
    vi.advanceTimersByTime(999);
    expect(state.paused).toBe(1);
    vi.advanceTimersByTime(1);
    vi.advanceTimersToNextFrame();
    expect(state.paused).toBe(0);
  });

  it('leaves nothing paused when disposed', () => {
    const { gate, state } = fakeGate();
    const paint = createPaintFirst(gate);
    paint.press(true);
    paint.click();
    paint.dispose();
    expect(state.paused).toBe(0);
  });
});
