import { describe, expect, it } from 'vitest';
import {
  boundariesPassed,
  CENTRE,
  COLOUR_PROBE,
  FACE_BOX,
  FACE_RADIUS,
  LABEL_OUTER,
  normaliseAngle,
  pointerFlap,
  restRotation,
  segmentAngle,
  segmentAt,
  segments,
  SEGMENT_RADIUS,
  STAGE_HEIGHT,
  STAGE_WIDTH,
  stopRotation,
} from '../../../src/canvas/scenes/wheel/wheel-layout';
import { faceFan, fanInnerRadius } from '../../../src/canvas/scenes/wheel/wheel-mesh';

const TURN = Math.PI * 2;
const counts = [1, 2, 3, 6, 8, 10, 12];

describe('wheel layout', () => {
  it('lays the segments clockwise from the pointer, segment 0 centred on it, covering the turn once', () => {
    const list = segments(8);
    expect(list.map((s) => s.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(list[0]!.centre).toBe(0);
    expect(list[0]!.start).toBeCloseTo(-Math.PI / 8, 12);
    expect(list[2]!.centre).toBeCloseTo(Math.PI / 2, 12); // 3 o'clock
    for (const [i, s] of list.entries()) {
      expect(s.end - s.start).toBeCloseTo(segmentAngle(8), 12);
      if (i > 0) expect(s.start).toBeCloseTo(list[i - 1]!.end, 12);
    }
    expect(list[7]!.end - list[0]!.start).toBeCloseTo(TURN, 12);
  });

  it('refuses a wheel without prizes', () => {
    expect(() => segmentAngle(0)).toThrow(RangeError);
    expect(() => restRotation(8, 8)).toThrow(RangeError);
    expect(() => stopRotation(0, 1, 8, 1.5)).toThrow(RangeError);
  });

  it('finds the segment under the pointer: clockwise turns bring the segments on the left', () => {
    const w = segmentAngle(8);
    expect(segmentAt(0, 8)).toBe(0);
    // Turning clockwise by one segment brings the one left of the pointer (the last) under it.
    expect(segmentAt(w, 8)).toBe(7);
    expect(segmentAt(-w, 8)).toBe(1);
    expect(segmentAt(w * 0.49, 8)).toBe(0);
    expect(segmentAt(w * 0.51, 8)).toBe(7);
    expect(segmentAt(-w * 0.49, 8)).toBe(0);
    expect(segmentAt(-w * 0.51, 8)).toBe(1);
    expect(segmentAt(10 * TURN - 3 * w, 8)).toBe(3);
  });

  it.each(counts)('stops exactly on the centre of every segment of %i, after K full turns', (count) => {
    const w = segmentAngle(count);
    for (const from of [0, 0.3, -1.2, 5 * TURN + 2.1, restRotation(count - 1, count)]) {
      for (let index = 0; index < count; index += 1) {
        for (const turns of [0, 1, 6]) {
          const to = stopRotation(from, index, count, turns);
          expect(segmentAt(to, count)).toBe(index);
          // Exactly on the centre: the face's angle under the pointer is the segment's centre.
          const off = normaliseAngle(-to - index * w + w / 2) - w / 2;
          expect(Math.abs(off)).toBeLessThan(1e-9);
          // At least `turns` full turns, less than one more.
          expect(to - from).toBeGreaterThanOrEqual(turns * TURN - 1e-9);
          expect(to - from).toBeLessThan((turns + 1) * TURN);
        }
      }
    }
  });

  it('turns exactly K times when the wheel already rests on the prize', () => {
    const from = restRotation(3, 8);
    expect(stopRotation(from, 3, 8, 6) - from).toBeCloseTo(6 * TURN, 9);
    expect(stopRotation(from + 4 * TURN, 3, 8, 2) - from).toBeCloseTo(6 * TURN, 9);
  });

  it('counts the segment boundaries a rotation passes (one tick each)', () => {
    const w = segmentAngle(8);
    expect(boundariesPassed(0, 0, 8)).toBe(0);
    expect(boundariesPassed(0, w * 0.49, 8)).toBe(0);
    expect(boundariesPassed(0, w * 0.51, 8)).toBe(1);
    expect(boundariesPassed(0, w * 1.49, 8)).toBe(1);
    expect(boundariesPassed(0, TURN, 8)).toBe(8);
    expect(boundariesPassed(w * 0.51, w * 0.52, 8)).toBe(0);
    // A whole spin from rest to rest passes one boundary per segment travelled.
    const to = stopRotation(0, 3, 8, 6);
    expect(boundariesPassed(0, to, 8)).toBe(6 * 8 + 5);
    // Counted in steps (as the frames of a spin do), the total is the same.
    let ticks = 0;
    for (let k = 0; k < 300; k += 1) ticks += boundariesPassed((to * k) / 300, (to * (k + 1)) / 300, 8);
    expect(ticks).toBe(6 * 8 + 5);
    expect(boundariesPassed(to, 0, 8)).toBe(6 * 8 + 5);
  });

  it('hangs the pointer straight at a segment centre and bends it just before a boundary', () => {
    const w = segmentAngle(8);
    for (let i = 0; i < 8; i += 1) expect(pointerFlap(stopRotation(1, i, 8, 3), 8)).toBeCloseTo(0, 12);
    expect(pointerFlap(w * 0.45, 8)).toBeLessThan(-0.2);
    expect(pointerFlap(w * 0.55, 8)).toBe(0);
  });

  it('keeps the wheel on the stage and the colour probe between the labels and the rim', () => {
    expect(CENTRE.x - FACE_RADIUS).toBeGreaterThanOrEqual(0);
    expect(CENTRE.x + FACE_RADIUS).toBeLessThanOrEqual(STAGE_WIDTH);
    expect(CENTRE.y + FACE_RADIUS).toBeLessThanOrEqual(STAGE_HEIGHT);
    const probe = CENTRE.y - COLOUR_PROBE.y;
    expect(probe).toBeGreaterThan(LABEL_OUTER + 4);
    expect(probe).toBeLessThan(SEGMENT_RADIUS - 12);
    // One large shape: the face (a disc, not its square) is the frame's cost on software WebGL (docs/performance.md).
    expect((Math.PI / 4) * FACE_BOX ** 2).toBeLessThan(125_000);
  });
});

describe('wheel face fan', () => {
  it('covers the whole painted face and skips the corners of its square', () => {
    const fan = faceFan(FACE_BOX);
    expect(fanInnerRadius(FACE_BOX)).toBeGreaterThan(FACE_RADIUS + 1);
    expect(fan.vertices.length).toBe(fan.uvs.length);
    // Every texture coordinate is the vertex's place in the square, scaled to 0..1.
    for (let i = 0; i < fan.vertices.length; i += 2) {
      expect(fan.uvs[i]!).toBeCloseTo(fan.vertices[i]! / FACE_BOX + 0.5, 6);
      expect(fan.uvs[i + 1]!).toBeCloseTo(fan.vertices[i + 1]! / FACE_BOX + 0.5, 6);
    }
    let area = 0;
    for (let t = 0; t < fan.indices.length; t += 3) {
      const [a, b, c] = [fan.indices[t]!, fan.indices[t + 1]!, fan.indices[t + 2]!].map((k) => [fan.vertices[k * 2]!, fan.vertices[k * 2 + 1]!] as const);
      area += Math.abs((b![0] - a![0]) * (c![1] - a![1]) - (c![0] - a![0]) * (b![1] - a![1])) / 2;
    }
    expect(area / FACE_BOX ** 2).toBeCloseTo(Math.PI / 4, 2);
  });
});
