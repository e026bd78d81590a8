import { describe, expect, it } from 'vitest';
import {
  createRain,
  hitPacket,
  nearestCentre,
  PACKET_HEIGHT,
  PACKET_WIDTH,
  scatterRain,
  SLOT_FALLING,
  SLOT_IDLE,
  SLOT_OPENING,
  SLOT_GONE,
  endOpening,
  STAGE_HEIGHT,
  STAGE_WIDTH,
  stepRain,
} from '../../../../domain/red-packet-round/rain';

const snapshot = (rain: ReturnType<typeof createRain>) => [...rain.x, ...rain.y, ...rain.scale, ...rain.speed, ...rain.variant];

describe('red-packet rain layout', () => {
  it('spawns the same rain for the same seed and a different one for another seed', () => {
    const a = createRain(20, 42, false);
    const b = createRain(20, 42, false);
    expect(snapshot(a)).toEqual(snapshot(b));
    for (let k = 0; k < 120; k += 1) {
      stepRain(a, 1 / 60, 1, true);
      stepRain(b, 1 / 60, 1, true);
    }
    expect(snapshot(a)).toEqual(snapshot(b));
    expect(snapshot(createRain(20, 43, false))).not.toEqual(snapshot(createRain(20, 42, false)));
  });

  it('starts above the stage and keeps every packet inside the stage width', () => {
    const rain = createRain(26, 7, false);
    for (let i = 0; i < rain.count; i += 1) {
      expect(rain.y[i]).toBeLessThan(0);
      expect(rain.state[i]).toBe(SLOT_FALLING);
    }
    for (let k = 0; k < 600; k += 1) {
      stepRain(rain, 1 / 30, 1, true);
      for (let i = 0; i < rain.count; i += 1) {
        const half = (PACKET_WIDTH * rain.scale[i]!) / 2;
        // The sway may take a packet at most its sway (≤ 30 px) past its lane.
        expect(rain.x[i]! - half).toBeGreaterThan(-31);
        expect(rain.x[i]! + half).toBeLessThan(STAGE_WIDTH + 31);
      }
    }
  });

  it('falls at varied speeds and sizes, nearer packets larger and faster', () => {
    const rain = createRain(26, 3, false);
    const speeds = [...rain.speed];
    expect(Math.max(...speeds)).toBeGreaterThan(Math.min(...speeds) * 1.4);
    expect(rain.scale[rain.count - 1]).toBeGreaterThan(rain.scale[0]!);
    expect(new Set(rain.variant).size).toBeGreaterThan(1);
  });

  it('respawns a packet at the top while spawning, and lets it go when not', () => {
    const rain = createRain(4, 1, false);
    rain.y[0] = STAGE_HEIGHT + PACKET_HEIGHT;
    stepRain(rain, 0.01, 1, true);
    expect(rain.y[0]).toBeLessThan(0);
    expect(rain.state[0]).toBe(SLOT_FALLING);
    rain.y[1] = STAGE_HEIGHT + PACKET_HEIGHT;
    stepRain(rain, 0.01, 1, false);
    expect(rain.state[1]).toBe(SLOT_IDLE);
  });

  it('leaves a bursting packet where it opened while its slot falls on unseen, and shows the next one after the burst', () => {
    const rain = createRain(3, 5, false);
    const twin = createRain(3, 5, false);
    rain.state[2] = SLOT_OPENING;
    const [x, y] = [rain.x[2], rain.y[2]!];
    stepRain(rain, 0.5, 1, true);
    stepRain(twin, 0.5, 1, true);
    // The burst's sprite stays put (x, rotation); the slot's packet keeps falling as if unopened.
    expect(rain.x[2]).toBe(x);
    expect(rain.y[2]).toBe(twin.y[2]);
    expect(rain.y[2]).toBeGreaterThan(y);
    endOpening(rain, 2);
    expect(rain.state[2]).toBe(SLOT_GONE);
    // Off the stage, the slot's next packet comes exactly when the unopened one's would have.
    for (let k = 0; k < 40; k += 1) {
      stepRain(rain, 0.1, 1, true);
      stepRain(twin, 0.1, 1, true);
    }
    expect(rain.state[2]).toBe(SLOT_FALLING);
    expect([rain.x[2], rain.y[2], rain.scale[2]]).toEqual([twin.x[2], twin.y[2], twin.scale[2]]);
  });

  it('shows a next packet that came during a burst only after the burst, from above the stage', () => {
    const rain = createRain(2, 8, false);
    rain.state[0] = SLOT_OPENING;
    rain.y[0] = STAGE_HEIGHT + PACKET_HEIGHT;
    stepRain(rain, 0.01, 1, true);
    expect(rain.state[0]).toBe(SLOT_OPENING);
    const top = rain.y[0]!;
    expect(top).toBeLessThan(0);
    stepRain(rain, 0.3, 1, true);
    expect(rain.y[0]).toBe(top);
    endOpening(rain, 0);
    expect(rain.state[0]).toBe(SLOT_FALLING);
  });

  it('draws slower, unswaying packets with reduced motion', () => {
    const calm = createRain(10, 9, true);
    const lively = createRain(10, 9, false);
    const mean = (a: Float32Array) => a.reduce((s, v) => s + v, 0) / a.length;
    expect(mean(calm.speed)).toBeLessThan(mean(lively.speed) * 0.6);
    expect([...calm.sway].every((v) => v === 0)).toBe(true);
    expect([...lively.sway].every((v) => v >= 8)).toBe(true);
  });

  it('scatters the still picture over the stage, the same every time', () => {
    const a = createRain(10, 11, true);
    scatterRain(a);
    const b = createRain(10, 11, true);
    scatterRain(b);
    expect(snapshot(a)).toEqual(snapshot(b));
    for (let i = 0; i < a.count; i += 1) {
      const half = (PACKET_HEIGHT * a.scale[i]!) / 2;
      expect(a.y[i]! - half).toBeGreaterThanOrEqual(-0.01);
      expect(a.y[i]! + half).toBeLessThanOrEqual(STAGE_HEIGHT + 0.01);
    }
  });

  it('hit-tests the topmost falling packet, its rotation included', () => {
    const rain = createRain(3, 2, false);
    for (let i = 0; i < 3; i += 1) {
      rain.x[i] = 200;
      rain.y[i] = 200;
      rain.rotation[i] = 0;
      rain.scale[i] = 1;
    }
    expect(hitPacket(rain, 200, 200)).toBe(2);
    expect(hitPacket(rain, 200 + PACKET_WIDTH / 2 + 3, 200)).toBe(2);
    expect(hitPacket(rain, 200 + PACKET_WIDTH / 2 + 12, 200)).toBe(-1);
    rain.state[2] = SLOT_OPENING;
    expect(hitPacket(rain, 200, 200)).toBe(1);
    // Turned a quarter: the packet is now wider than tall.
    rain.rotation[1] = Math.PI / 2;
    expect(hitPacket(rain, 200 + PACKET_HEIGHT / 2 - 2, 200)).toBe(1);
    expect(hitPacket(rain, 200, 200 + PACKET_WIDTH / 2 + 12)).toBe(0);
  });

  it('finds the packet nearest the centre of the stage for the keyboard, among those on it', () => {
    const rain = createRain(5, 2, false);
    rain.x.set([STAGE_WIDTH / 2, 100, STAGE_WIDTH / 2 + 40, 600, STAGE_WIDTH / 2]);
    rain.y.set([-10, STAGE_HEIGHT / 2, STAGE_HEIGHT / 2 + 30, STAGE_HEIGHT - 5, STAGE_HEIGHT + 20]);
    // Slot 0 is right above the centre but not yet on the stage; slot 4 has fallen off it.
    expect(nearestCentre(rain)).toBe(2);
    rain.state[2] = SLOT_OPENING;
    expect(nearestCentre(rain)).toBe(1);
    rain.state[1] = SLOT_IDLE;
    expect(nearestCentre(rain)).toBe(3);
    rain.state.fill(SLOT_IDLE);
    expect(nearestCentre(rain)).toBe(-1);
  });
});
