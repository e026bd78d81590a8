import { MAX_SCALE, MIN_SCALE, PACKET_HEIGHT, PACKET_WIDTH, packetCount, STAGE_HEIGHT, STAGE_WIDTH, type Density } from '../../../../domain/red-packet-round/rain';
import { seededRandom } from '../../../../domain/fairness/seeded-random';

/*
 * What the rain draws a frame, against the frame budget of docs/performance.md: on software WebGL a
 * frame costs about 7 ms + 45 ms per million sprite pixels, so p95 ≤ 16.8 ms leaves ~218,000 px
 * for everything on the page. A packet is drawn at 0.62–1.0 of its 56×72 frame (~2,700 px on
 * average): the default 26 packets draw ~70,000 px, the sparkles ~7,000, and the bursts of the
 * packets just opened (glows and coins) at most ~48,000 more: ~125,000 px, about 12.6 ms.
 */

/** Sprites the scene pools besides the packets. */
export const COIN_POOL = 20;
export const GLOW_POOL = 4;
export const COINS_PER_BURST = 5;
const COIN_SIZE = 28;
const GLOW_SIZE = 64;
/** A glow grows to 1.4 times its frame at the height of its burst. */
export const GLOW_PEAK = 1.4;
const SPARKLE_SIZE = 24;

/** Twinkling sparkles over the backdrop (fewer with reduced motion, where they stand still). */
export function sparkleCount(reduced: boolean): number {
  return reduced ? 6 : 12;
}

/** Sprite pixels of `count` packets on average (scale uniform in its range). */
export function packetPixels(count: number): number {
  const meanSquare = (MIN_SCALE * MIN_SCALE + MIN_SCALE * MAX_SCALE + MAX_SCALE * MAX_SCALE) / 3;
  return Math.round(count * PACKET_WIDTH * PACKET_HEIGHT * meanSquare);
}

/** The most sprite pixels a frame of the rain can draw at a setting: packets, sparkles and every pooled burst sprite at its largest. */
export function framePixels(density: Density, reduced: boolean): number {
  const sparkles = sparkleCount(reduced) * SPARKLE_SIZE * SPARKLE_SIZE;
  const bursts = COIN_POOL * COIN_SIZE * COIN_SIZE + GLOW_POOL * (GLOW_SIZE * GLOW_PEAK) ** 2;
  return packetPixels(packetCount(density, reduced)) + sparkles + bursts;
}

/** A twinkling sparkle of the backdrop: where it is, its size and where its twinkle starts. */
export interface Sparkle {
  x: number;
  y: number;
  scale: number;
  phase: number;
}

/** Gold sparkles scattered over the stage (seeded, so the still picture is always the same). */
export function sparklePlaces(count: number, seed: number): Sparkle[] {
  const r = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => ({
    x: ((i + 0.2 + r() * 0.6) / count) * STAGE_WIDTH,
    y: 16 + r() * (STAGE_HEIGHT - 32),
    scale: 0.45 + r() * 0.45,
    phase: r() * Math.PI * 2,
  }));
}
