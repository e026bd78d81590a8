// @vitest-environment jsdom
import { gsap } from 'gsap';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundariesPassed, segmentAt, stopRotation } from '../../../src/canvas/scenes/wheel/wheel-layout';
import { bulbTimeline, SPIN_SECONDS, spinTimeline } from '../../../src/canvas/scenes/wheel/wheel-timeline';

// GSAP driven by hand: each step is one 60 Hz frame of the root timeline. Every test runs its
// frames synchronously, so GSAP's own requestAnimationFrame ticker cannot step in between.
const frame = (seconds = 1 / 60) => gsap.updateRoot(gsap.globalTimeline.time() + seconds);
afterEach(() => void gsap.globalTimeline.clear());

function spin(to: number, reducedMotion = false) {
  const node = { rotation: 0.25 };
  const passed: number[] = [];
  const frames: number[] = [];
  const onDone = vi.fn();
  const timeline = spinTimeline({ node, to, count: 8, reducedMotion, onFrame: (r) => frames.push(r), onTick: (n) => passed.push(n), onDone });
  return { node, passed, frames, onDone, timeline };
}

describe('wheel spin timeline', () => {
  it('turns onto the target with one tick per boundary passed, and reports the stop once', () => {
    const to = stopRotation(0.25, 3, 8, 6);
    const run = spin(to);
    run.timeline.play();
    for (let i = 0; i < (SPIN_SECONDS + 0.5) * 60; i += 1) frame();
    expect(run.onDone).toHaveBeenCalledTimes(1);
    expect(run.onDone).toHaveBeenCalledWith(to);
    expect(run.node.rotation).toBe(to);
    expect(segmentAt(run.node.rotation, 8)).toBe(3);
    expect(run.passed.reduce((a, b) => a + b, 0)).toBe(boundariesPassed(0.25, to, 8));
  });

  it('eases out strongly: most of the way in the first part, a slow crawl onto the prize', () => {
    const to = stopRotation(0.25, 5, 8, 6);
    const run = spin(to);
    run.timeline.play();
    for (let i = 0; i < SPIN_SECONDS * 0.3 * 60; i += 1) frame();
    expect((run.node.rotation - 0.25) / (to - 0.25)).toBeGreaterThan(0.7);
    for (let i = 0; i < SPIN_SECONDS * 0.6 * 60; i += 1) frame();
    const late = run.node.rotation;
    frame();
    // Near the end one frame moves the wheel by less than a hundredth of a segment.
    expect(run.node.rotation - late).toBeLessThan((Math.PI / 4) * 0.01);
    expect(run.onDone).not.toHaveBeenCalled();
  });

  it('with reduced motion puts the wheel on the target at once', () => {
    const to = stopRotation(0.25, 2, 8, 6);
    const run = spin(to, true);
    run.timeline.play();
    expect(run.node.rotation).toBe(to);
    expect(run.onDone).toHaveBeenCalledWith(to);
    expect(run.passed).toEqual([]);
  });

  it('kill stops the wheel where it is, without a stop report', () => {
    const run = spin(stopRotation(0.25, 1, 8, 6));
    run.timeline.play();
    for (let i = 0; i < 30; i += 1) frame();
    run.timeline.kill();
    const at = run.node.rotation;
    for (let i = 0; i < 60 * 6; i += 1) frame();
    expect(run.node.rotation).toBe(at);
    expect(run.onDone).not.toHaveBeenCalled();
  });

  it('the rim lights alternate in two groups, and stop with kill', () => {
    const lights = Array.from({ length: 6 }, () => ({ visible: false }));
    const timeline = bulbTimeline(lights, true);
    timeline.play();
    const first = lights.map((l) => l.visible);
    expect(first).toEqual([true, false, true, false, true, false]);
    for (let i = 0; i < 9; i += 1) frame();
    expect(lights.map((l) => l.visible)).toEqual(first.map((v) => !v));
    timeline.kill();
    const after = lights.map((l) => l.visible);
    for (let i = 0; i < 30; i += 1) frame();
    expect(lights.map((l) => l.visible)).toEqual(after);
  });
});
