import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countingGate } from './counting-gate';
import { createPaintFirst } from '../../../src/canvas/paint-first';

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
    const { gate, open } = countingGate();
    const paint = createPaintFirst(gate);
    paint.press(true);
    expect(open.pauses).toBe(1);
    // pointerup, then the click in the same task: still paused when the next frame comes.
    paint.press(false);
    paint.click();
    vi.advanceTimersToNextFrame();
    expect(open.pauses).toBe(1);
    paint.resume();
    expect(open.pauses).toBe(0);
  });

  it('lets go a frame after a press that ends without a click, or by itself after a second', () => {
    const { gate, open } = countingGate();
    const paint = createPaintFirst(gate);
    paint.press(true);
    paint.press(false);
    expect(open.pauses).toBe(1);
    vi.advanceTimersToNextFrame();
    expect(open.pauses).toBe(0);

    paint.press(true);
    vi.advanceTimersByTime(999);
    expect(open.pauses).toBe(1);
    vi.advanceTimersByTime(1);
    vi.advanceTimersToNextFrame();
    expect(open.pauses).toBe(0);
  });

  it('leaves nothing paused when disposed', () => {
    const { gate, open } = countingGate();
    const paint = createPaintFirst(gate);
    paint.press(true);
    paint.click();
    paint.dispose();
    expect(open.pauses).toBe(0);
  });
});
