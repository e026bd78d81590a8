import { describe, expect, it } from 'vitest';
import { COUNTDOWN_MS } from '../../../domain/red-packet-round/round-model';
import { countdownLeft, initialRain, rainMotion, rainReducer, secondsLeft, type RainEvent, type RainState } from '../../../src/canvas/scenes/red-packet/red-packet-machine';

const run = (events: RainEvent[], from: RainState = initialRain) => events.reduce(rainReducer, from);
const configured = run([{ type: 'configure', roundSeconds: 20, maxOpen: 3 }]);
const raining = run([{ type: 'start', at: 1000, key: 'k1' }, { type: 'tick', at: 1000 + COUNTDOWN_MS }], configured);

describe('red-packet round machine', () => {
  it('cannot start before the event told the round length and cap', () => {
    expect(rainReducer(initialRain, { type: 'start', at: 0, key: 'k' }).phase).toBe('ready');
    expect(run([{ type: 'configure', roundSeconds: -5, maxOpen: 3 }]).roundSeconds).toBe(0);
  });

  it('counts down three seconds, then rains for the round, then submits', () => {
    let s = rainReducer(configured, { type: 'start', at: 1000, key: 'k1' });
    expect(s).toMatchObject({ phase: 'countdown', roundKey: 'k1', opened: 0 });
    expect(countdownLeft(s)).toBe(3);
    s = rainReducer(s, { type: 'tick', at: 2100 });
    expect(countdownLeft(s)).toBe(2);
    expect(secondsLeft(s)).toBe(20);
    s = rainReducer(s, { type: 'tick', at: 1000 + COUNTDOWN_MS });
    expect(s.phase).toBe('raining');
    expect(secondsLeft(s)).toBe(20);
    s = rainReducer(s, { type: 'tick', at: 1000 + COUNTDOWN_MS + 12_500 });
    expect(secondsLeft(s)).toBe(8);
    s = rainReducer(s, { type: 'tick', at: 1000 + COUNTDOWN_MS + 20_000 });
    expect(s.phase).toBe('submitting');
    expect(secondsLeft(s)).toBe(0);
  });

  it('ignores a clock that goes back', () => {
    const s = rainReducer(raining, { type: 'tick', at: 0 });
    expect(s.now).toBe(raining.now);
  });

  it('opens packets only while raining and never more than the cap, ending the round at the cap', () => {
    expect(rainReducer(configured, { type: 'open' }).opened).toBe(0);
    let s = run([{ type: 'open' }, { type: 'open' }], raining);
    expect(s).toMatchObject({ phase: 'raining', opened: 2 });
    s = rainReducer(s, { type: 'open' });
    expect(s).toMatchObject({ phase: 'submitting', opened: 3 });
    s = rainReducer(s, { type: 'open' });
    expect(s.opened).toBe(3);
  });

  it('collects early, keeps the round key through a failure and its retry, and resets after the result', () => {
    let s = run([{ type: 'open' }, { type: 'collect' }], raining);
    expect(s).toMatchObject({ phase: 'submitting', opened: 1, roundKey: 'k1' });
    s = rainReducer(s, { type: 'failed' });
    expect(s.phase).toBe('failed');
    expect(rainReducer(s, { type: 'open' })).toBe(s);
    s = rainReducer(s, { type: 'retry' });
    expect(s).toMatchObject({ phase: 'submitting', roundKey: 'k1', opened: 1 });
    s = rainReducer(s, { type: 'submitted' });
    expect(s.phase).toBe('result');
    s = rainReducer(s, { type: 'reset' });
    expect(s).toMatchObject({ phase: 'ready', opened: 0, roundKey: null });
  });

  it('does not collect during the countdown nor reconfigure a round under way', () => {
    const counting = rainReducer(configured, { type: 'start', at: 0, key: 'k' });
    expect(rainReducer(counting, { type: 'collect' })).toBe(counting);
    expect(rainReducer(raining, { type: 'configure', roundSeconds: 5, maxOpen: 1 })).toBe(raining);
  });
});

describe('red-packet rain motion by phase', () => {
  it('drifts before a round and stands still with reduced motion', () => {
    expect(rainMotion('ready', false)).toMatchObject({ entry: 'scatter', spawning: true });
    expect(rainMotion('ready', false).speed).toBeGreaterThan(0);
    expect(rainMotion('ready', false).speed).toBeLessThan(0.5);
    expect(rainMotion('ready', true).speed).toBe(0);
  });

  it('clears the stage for the countdown, brings a new rain for the round, lets it fall away after', () => {
    expect(rainMotion('countdown', false)).toMatchObject({ entry: 'keep', spawning: false });
    expect(rainMotion('countdown', true)).toMatchObject({ entry: 'clear', speed: 0 });
    expect(rainMotion('raining', true)).toEqual({ speed: 1, spawning: true, entry: 'fresh' });
    for (const phase of ['submitting', 'failed', 'result'] as const) expect(rainMotion(phase, false)).toEqual({ speed: 1, spawning: false, entry: 'keep' });
  });
});
