import { describe, expect, it } from 'vitest';
import { framePixels, packetPixels, sparkleCount, sparklePlaces } from '../../../src/canvas/scenes/red-packet/red-packet-budget';
import { DEFAULT_DENSITY, densityCounts, packetCount, REDUCED_COUNT, STAGE_HEIGHT, STAGE_WIDTH } from '../../../domain/red-packet-round/rain';

const densities = Object.keys(densityCounts) as (keyof typeof densityCounts)[];

describe('red-packet rain budget', () => {
  it('draws fewer packets and sparkles with reduced motion, at every setting', () => {
    expect(packetCount(DEFAULT_DENSITY, false)).toBe(densityCounts.normal);
    expect(packetCount(DEFAULT_DENSITY, true)).toBe(REDUCED_COUNT);
    for (const density of densities) {
      expect(packetCount(density, true)).toBeLessThan(packetCount(density, false));
      expect(framePixels(density, true)).toBeLessThan(framePixels(density, false));
    }
    expect(sparkleCount(true)).toBeLessThan(sparkleCount(false));
  });

  it('keeps the default rain well inside the sprite-pixel budget of software WebGL', () => {
    // docs/performance.md: ~7 ms + 45 ms per million sprite pixels; 16.8 ms p95 leaves ~218,000 px
    // for the whole page. Every pooled burst sprite at its largest is counted as drawn.
    expect(packetPixels(1)).toBeGreaterThan(2500);
    expect(packetPixels(1)).toBeLessThan(3000);
    expect(framePixels(DEFAULT_DENSITY, false)).toBeLessThan(130_000);
    expect(framePixels('heavy', false)).toBeLessThan(165_000);
  });

  it('scatters the same sparkles for a seed, all on the stage', () => {
    const places = sparklePlaces(12, 7);
    expect(places).toEqual(sparklePlaces(12, 7));
    expect(places).not.toEqual(sparklePlaces(12, 8));
    for (const p of places) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(STAGE_WIDTH);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(STAGE_HEIGHT);
    }
  });
});
