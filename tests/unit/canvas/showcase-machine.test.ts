import { describe, expect, it } from 'vitest';
import { initialShowcase, showcaseReducer, showcaseTabs, stepTab, type ShowcaseEvent, type ShowcaseState } from '../../../src/canvas/scenes/showcase/showcase-machine';

const run = (events: ShowcaseEvent[], from: ShowcaseState = initialShowcase) => events.reduce(showcaseReducer, from);

describe('showcase machine', () => {
  it('has the five game types of the spec in order', () => {
    expect(showcaseTabs).toEqual(['slots', 'live', 'fishing', 'lottery', 'sport']);
  });

  it('steps through the tabs with wrap-around', () => {
    expect(stepTab('slots', 1)).toBe('live');
    expect(stepTab('sport', 1)).toBe('slots');
    expect(stepTab('slots', -1)).toBe('sport');
    expect(run([{ type: 'last' }]).tab).toBe('sport');
    expect(run([{ type: 'last' }, { type: 'first' }]).tab).toBe('slots');
    expect(run([{ type: 'step', by: -1 }, { type: 'step', by: -1 }]).tab).toBe('lottery');
  });

  it('selecting the shown tab changes nothing (no sound, no replay)', () => {
    const state = run([{ type: 'select', tab: 'live' }]);
    expect(showcaseReducer(state, { type: 'select', tab: 'live' })).toBe(state);
  });

  it('loads with growing progress, then is ready at 100 %', () => {
    const state = run([{ type: 'progress', value: 0.5 }, { type: 'progress', value: 0.2 }, { type: 'progress', value: 7 }]);
    expect(state.progress).toBe(1);
    expect(run([{ type: 'progress', value: 0.4 }]).progress).toBe(0.4);
    const ready = run([{ type: 'progress', value: 0.4 }, { type: 'loaded' }]);
    expect(ready).toMatchObject({ phase: 'ready', progress: 1 });
    expect(showcaseReducer(ready, { type: 'progress', value: 0.1 })).toBe(ready);
    expect(run([{ type: 'progress', value: Number.NaN }]).progress).toBe(0);
  });

  it('a failed load can be retried; a late failure after loading changes nothing', () => {
    const failed = run([{ type: 'progress', value: 0.3 }, { type: 'failed' }]);
    expect(failed.phase).toBe('error');
    expect(showcaseReducer(failed, { type: 'retry' })).toMatchObject({ phase: 'loading', progress: 0 });
    const ready = run([{ type: 'loaded' }]);
    expect(showcaseReducer(ready, { type: 'failed' })).toBe(ready);
    expect(showcaseReducer(ready, { type: 'retry' })).toBe(ready);
  });

  it('the centre piece only answers the pointer once the art is there, and a tab change drops the hover', () => {
    expect(run([{ type: 'artHover', on: true }]).artHover).toBe(false);
    const hovered = run([{ type: 'loaded' }, { type: 'artHover', on: true }]);
    expect(hovered.artHover).toBe(true);
    expect(showcaseReducer(hovered, { type: 'step', by: 1 }).artHover).toBe(false);
  });

  it('tracks the hovered tab and the reduced-motion setting', () => {
    const state = run([{ type: 'hover', tab: 'fishing' }, { type: 'motion', reduced: true }]);
    expect(state).toMatchObject({ hovered: 'fishing', reducedMotion: true });
    expect(showcaseReducer(state, { type: 'hover', tab: 'fishing' })).toBe(state);
    expect(run([{ type: 'hover', tab: 'fishing' }, { type: 'hover', tab: null }]).hovered).toBeNull();
  });

  it('tracks a press on a tab until it ends, and a repeated report changes nothing', () => {
    const pressed = run([{ type: 'press', on: true }]);
    expect(pressed.pressing).toBe(true);
    expect(showcaseReducer(pressed, { type: 'press', on: true })).toBe(pressed);
    expect(showcaseReducer(pressed, { type: 'press', on: false }).pressing).toBe(false);
  });
});
