import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ticker } from 'pixi.js';
import { createFrameGate } from '../../../src/canvas/frame-gate';

/** A ticker that only records whether it runs. */
function fakeTicker() {
  const ticker = { started: false, start: vi.fn(() => void (ticker.started = true)), stop: vi.fn(() => void (ticker.started = false)) };
  return ticker;
}

describe('frame gate', () => {
  beforeEach(() => {
    // jsdom has no animation frames: placeholders for the fake clock to replace.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('an on-demand stage runs its ticker only while held, and draws the end of the motion once', () => {
    const ticker = fakeTicker();
    const render = vi.fn();
    const gate = createFrameGate(() => ticker as unknown as Ticker, render, true);
    gate.setVisible(true);
    expect(ticker.started).toBe(false);

    const releaseEnter = gate.hold();
    const releaseHover = gate.hold();
    expect(ticker.started).toBe(true);
    releaseEnter();
    releaseEnter(); // a second release of the same hold changes nothing
    expect(ticker.started).toBe(true);
    releaseHover();
    expect(ticker.started).toBe(false);
    vi.advanceTimersToNextFrame();
    expect(render).toHaveBeenCalledTimes(1);
    // Still: no frame at all.
    vi.advanceTimersByTime(1000);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('draws asked-for frames once per animation frame, and nothing off screen', () => {
    const ticker = fakeTicker();
    const render = vi.fn();
    const gate = createFrameGate(() => ticker as unknown as Ticker, render, true);
    gate.request();
    gate.request();
    vi.advanceTimersToNextFrame();
    expect(render).toHaveBeenCalledTimes(1);

    gate.setVisible(false);
    const release = gate.hold();
    expect(ticker.started).toBe(false);
    gate.request();
    vi.advanceTimersToNextFrame();
    expect(render).toHaveBeenCalledTimes(1);
    // Back in view while held: the ticker runs again.
    gate.setVisible(true);
    expect(ticker.started).toBe(true);
    release();
    expect(ticker.started).toBe(false);
  });

  it('a pause draws nothing, held or asked, until resumed, then draws the missed frame', () => {
    const ticker = fakeTicker();
    const render = vi.fn();
    const gate = createFrameGate(() => ticker as unknown as Ticker, render, true);
    const release = gate.hold();
    expect(ticker.started).toBe(true);
    const resume = gate.pause();
    expect(ticker.started).toBe(false);
    gate.request();
    vi.advanceTimersToNextFrame();
    expect(render).not.toHaveBeenCalled();
    gate.hold(); // motion starting during the pause waits for it too
    expect(ticker.started).toBe(false);
    resume();
    resume(); // a second resume of the same pause changes nothing
    expect(ticker.started).toBe(true);
    release();

    // Nothing moving when resumed: the one frame missed is drawn.
    const still = createFrameGate(() => fakeTicker() as unknown as Ticker, render, true);
    const resumeStill = still.pause();
    resumeStill();
    vi.advanceTimersToNextFrame();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('a continuous stage runs whenever it is on screen', () => {
    const ticker = fakeTicker();
    const gate = createFrameGate(() => ticker as unknown as Ticker, vi.fn(), false);
    gate.setVisible(true);
    expect(ticker.started).toBe(true);
    gate.setVisible(false);
    expect(ticker.started).toBe(false);
  });

  it('does nothing once the app and its ticker are gone', () => {
    const render = vi.fn();
    const gate = createFrameGate(() => null, render, true);
    gate.request();
    gate.hold()();
    vi.advanceTimersToNextFrame();
    expect(render).not.toHaveBeenCalled();
  });
});
