// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countingGate } from './counting-gate';
import { pauseStageForPresses } from '../../../src/canvas/press-first';

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
    const { gate, open } = countingGate();
    stop = pauseStageForPresses(gate);
    const label = document.getElementById('label')!;
    fire(label, 'pointerdown');
    expect(open.pauses).toBe(1);
    fire(label, 'pointerup');
    fire(label, 'click');
    expect(open.pauses).toBe(1);
    // The click's frame: still paused while it paints; the stage draws again from the next.
    vi.advanceTimersToNextFrame();
    expect(open.pauses).toBe(0);
  });

  it('leaves the stage alone for a press on text, and lets go when stopped mid-press', () => {
    const { gate, open } = countingGate();
    stop = pauseStageForPresses(gate);
    fire(document.getElementById('text')!, 'pointerdown');
    fire(document.getElementById('text')!, 'click');
    expect(open.pauses).toBe(0);
    fire(document.getElementById('spin')!, 'pointerdown');
    expect(open.pauses).toBe(1);
    stop();
    expect(open.pauses).toBe(0);
    fire(document.getElementById('spin')!, 'pointerdown');
    expect(open.pauses).toBe(0);
  });
});
