// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FrameGate } from '../../../src/canvas/frame-gate';
import { pauseStageForPresses } from '../../../src/canvas/press-first';

/** A gate that only counts its open pauses. */
function countingGate() {
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

const fire = (target: Element, type: string) => target.dispatchEvent(new MouseEvent(type, { bubbles: true }));

describe('a stage pauses for presses on the page', () => {
  let stop = () => undefined as void;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    document.body.innerHTML = '<main><button id="spin"><span id="label">Spin</span></button><p id="text">words</p></main>';
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('draws nothing from the press on a control until the frame after its click', () => {
    const { gate, state } = countingGate();
    stop = pauseStageForPresses(gate);
    const label = document.getElementById('label')!;
    fire(label, 'pointerdown');
    expect(state.paused).toBe(1);
    fire(label, 'pointerup');
    fire(label, 'click');
    expect(state.paused).toBe(1);
    // The click's frame: still paused while it paints; the stage draws again from the next.
    vi.advanceTimersToNextFrame();
    expect(state.paused).toBe(0);
  });

  it('leaves the stage alone for a press on text, and lets go when stopped mid-press', () => {
    const { gate, state } = countingGate();
    stop = pauseStageForPresses(gate);
    fire(document.getElementById('text')!, 'pointerdown');
    fire(document.getElementById('text')!, 'click');
    expect(state.paused).toBe(0);
    fire(document.getElementById('spin')!, 'pointerdown');
    expect(state.paused).toBe(1);
    stop();
    expect(state.paused).toBe(0);
    fire(document.getElementById('spin')!, 'pointerdown');
    expect(state.paused).toBe(0);
  });
});
