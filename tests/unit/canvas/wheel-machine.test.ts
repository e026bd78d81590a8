import { describe, expect, it } from 'vitest';
import { restRotation, segmentAt } from '../../../src/canvas/scenes/wheel/wheel-layout';
import { initialWheel, SPIN_TURNS, wheelReducer, type WheelEvent, type WheelSegmentView, type WheelState } from '../../../src/canvas/scenes/wheel/wheel-machine';
import { createWheelStore } from '../../../src/canvas/scenes/wheel/wheel-store';

const views: WheelSegmentView[] = Array.from({ length: 8 }, (_, i) => ({ label: `P${i}`, amount: i % 2 ? `${i}.00` : '', colour: '#aa0000' }));
const run = (events: WheelEvent[], from: WheelState = initialWheel) => events.reduce(wheelReducer, from);
const ready = run([{ type: 'segments', segments: views }, { type: 'drawn' }]);

describe('wheel machine', () => {
  it('goes idle → requesting → spinning → result, and a result may spin again', () => {
    const requesting = run([{ type: 'spin' }], ready);
    expect(requesting.phase).toBe('requesting');
    const spinning = run([{ type: 'awarded', index: 5 }], requesting);
    expect(spinning).toMatchObject({ phase: 'spinning', prizeIndex: 5 });
    expect(segmentAt(spinning.target!, 8)).toBe(5);
    expect(spinning.target! - spinning.rotation).toBeGreaterThanOrEqual(SPIN_TURNS * Math.PI * 2);
    const result = run([{ type: 'stopped', rotation: spinning.target! }], spinning);
    expect(result).toMatchObject({ phase: 'result', target: null, prizeIndex: 5 });
    // The rest rotation is kept small (within one turn) and still shows the prize.
    expect(result.rotation).toBeGreaterThanOrEqual(0);
    expect(result.rotation).toBeLessThan(Math.PI * 2);
    expect(segmentAt(result.rotation, 8)).toBe(5);
    expect(run([{ type: 'spin' }], result).phase).toBe('requesting');
    expect(run([{ type: 'dismiss' }], result).phase).toBe('idle');
  });

  it('the next spin starts from where the last one stopped', () => {
    const first = run([{ type: 'spin' }, { type: 'awarded', index: 2 }], ready);
    const stopped = run([{ type: 'stopped', rotation: first.target! }], first);
    const second = run([{ type: 'spin' }, { type: 'awarded', index: 6 }], stopped);
    expect(second.target! - stopped.rotation).toBeGreaterThanOrEqual(SPIN_TURNS * Math.PI * 2);
    expect(segmentAt(second.target!, 8)).toBe(6);
  });

  it('an error while requesting goes back to idle; nothing else moves', () => {
    expect(run([{ type: 'spin' }, { type: 'failed' }], ready).phase).toBe('idle');
    expect(run([{ type: 'failed' }], ready)).toBe(ready);
    expect(run([{ type: 'awarded', index: 1 }], ready)).toBe(ready);
    expect(run([{ type: 'stopped', rotation: 1 }], ready)).toBe(ready);
    expect(run([{ type: 'dismiss' }], ready)).toBe(ready);
  });

  it('does not spin twice at once, nor without segments', () => {
    const requesting = run([{ type: 'spin' }], ready);
    expect(run([{ type: 'spin' }], requesting)).toBe(requesting);
    const spinning = run([{ type: 'awarded', index: 1 }], requesting);
    expect(run([{ type: 'spin' }], spinning)).toBe(spinning);
    expect(run([{ type: 'awarded', index: 3 }], spinning)).toBe(spinning);
    expect(run([{ type: 'spin' }]).phase).toBe('idle');
  });

  it('keeps the number of segments while a spin is under way, but takes new labels', () => {
    const spinning = run([{ type: 'spin' }, { type: 'awarded', index: 1 }], ready);
    expect(run([{ type: 'segments', segments: views.slice(0, 4) }], spinning)).toBe(spinning);
    const relabelled = views.map((v) => ({ ...v, label: `${v.label}!` }));
    expect(run([{ type: 'segments', segments: relabelled }], spinning).segments[0]!.label).toBe('P0!');
  });

  it('with reduced motion goes straight to the result, resting on the prize', () => {
    const reduced = run([{ type: 'motion', reduced: true }, { type: 'spin' }, { type: 'awarded', index: 3 }], ready);
    expect(reduced).toMatchObject({ phase: 'result', prizeIndex: 3, target: null, rotation: restRotation(3, 8) });
    expect(segmentAt(reduced.rotation, 8)).toBe(3);
  });

  it('a wheel the canvas has not drawn yet goes straight to the result', () => {
    const undrawn = run([{ type: 'segments', segments: views }, { type: 'spin' }, { type: 'awarded', index: 4 }]);
    expect(undrawn).toMatchObject({ phase: 'result', prizeIndex: 4, rotation: restRotation(4, 8) });
  });

  it('a prize with no segment shows the result without a spin', () => {
    const odd = run([{ type: 'spin' }, { type: 'awarded', index: 9 }], ready);
    expect(odd).toMatchObject({ phase: 'result', prizeIndex: 9, target: null, rotation: 0 });
  });

  it('the store applies events through the reducer', () => {
    const store = createWheelStore();
    store.getState().send({ type: 'segments', segments: views });
    store.getState().send({ type: 'drawn' });
    store.getState().send({ type: 'spin' });
    store.getState().send({ type: 'awarded', index: 7 });
    expect(store.getState()).toMatchObject({ phase: 'spinning', prizeIndex: 7, drawn: true });
  });
});
