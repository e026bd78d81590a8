import { describe, expect, it } from 'vitest';
import { createRain, endOpening, PACKET_HEIGHT, SLOT_FALLING, SLOT_OPENING, stepRain, TAP_SLOP } from '../../../../domain/red-packet-round/rain';
import { seededRandom } from '../../../../domain/fairness/seeded-random';
import { packetsEntered, roundPacketsEntered } from '../../../../domain/red-packet-round/round-entered';

const BURST_S = 0.9;

/**
 * A round as a page plays it, frame by frame (`frames` gives each frame's seconds, stalls capped at
 * 0.1 s as the ticker does), a player opening every packet the moment it can be tapped. Returns,
 * after each frame, the rain's time and how many packets had been tappable and how many opened.
 */
function play(seed: number, count: number, reduced: boolean, frames: () => number, seconds: number) {
  const rain = createRain(count, seed, reduced);
  const lastY = Float32Array.from(rain.y);
  const counted = new Uint8Array(count);
  const bursts = new Map<number, number>();
  let time = 0;
  let tappable = 0;
  let opened = 0;
  const log: { time: number; tappable: number; opened: number }[] = [];
  while (time < seconds) {
    const dt = Math.min(frames(), 0.1);
    time += dt;
    stepRain(rain, dt, 1, true);
    for (const [i, ends] of bursts) {
      if (time >= ends) {
        endOpening(rain, i);
        bursts.delete(i);
      }
    }
    for (let i = 0; i < count; i += 1) {
      if (rain.y[i]! < lastY[i]!) counted[i] = 0;
      lastY[i] = rain.y[i]!;
      const onStage = rain.y[i]! + (PACKET_HEIGHT * rain.scale[i]!) / 2 + TAP_SLOP >= 0;
      if (rain.state[i] !== SLOT_FALLING || !onStage || counted[i]) continue;
      counted[i] = 1;
      tappable += 1;
      rain.state[i] = SLOT_OPENING;
      bursts.set(i, time + BURST_S);
      opened += 1;
    }
    log.push({ time, tappable, opened });
  }
  return log;
}

describe('the packets a round let onto the stage', () => {
  it('are never fewer than a page could tap, at any moment, whatever its frame rate and however fast the player opens', () => {
    const jitter = seededRandom(99);
    const paces: Record<string, () => number> = {
      '60 fps': () => 1 / 60,
      '30 fps with stalls': () => (jitter() < 0.05 ? 0.4 : 1 / 30),
      'uneven': () => 0.005 + jitter() * 0.06,
    };
    for (const seed of [1, 77, 123_456, 4_000_000_000]) {
      for (const [count, reduced] of [[16, false], [26, false], [36, false], [10, true]] as const) {
        for (const [pace, frames] of Object.entries(paces)) {
          for (const { time, tappable, opened } of play(seed, count, reduced, frames, 15)) {
            const cap = packetsEntered(seed, count, reduced, time);
            expect(tappable, `${seed} ${count} ${pace} at ${time}`).toBeLessThanOrEqual(cap);
            expect(opened).toBeLessThanOrEqual(roundPacketsEntered(seed, time));
          }
        }
      }
    }
  });

  it('are not many more than a smooth page shows (the cap is tight, not a guess)', () => {
    for (const seed of [5, 2024]) {
      const log = play(seed, 26, false, () => 1 / 240, 4);
      for (const at of [0.5, 1, 2, 4]) {
        const seen = log.findLast((f) => f.time <= at)!.tappable;
        expect(packetsEntered(seed, 26, false, at) - seen, `${seed} at ${at}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('are none before the rain starts, and grow with time', () => {
    expect(roundPacketsEntered(42, -1)).toBe(0);
    expect(roundPacketsEntered(42, Number.NaN)).toBe(0);
    const counts = [0, 0.5, 1, 2, 5, 15].map((s) => roundPacketsEntered(42, s));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[5]).toBeGreaterThan(counts[1]!);
  });
});
