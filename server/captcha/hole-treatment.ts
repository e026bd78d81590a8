import { captchaGeometry } from '../../domain/contracts/captcha-types.ts';
import { clamp01, type Canvas } from './canvas.ts';
import type { Sdf } from './piece-shapes.ts';

/**
 * A hole cut into the picture, the real gap and every decoy alike: a recess lit from the top left
 * (its top-left wall in shadow, its bottom-right wall catching light), its floor dark and nearly
 * flat, so the scene's texture shows through at a fraction of its contrast under the hole's own
 * grain. Nothing inside is the scene's pixels scaled by one factor, which is what a template match
 * of the piece over the background looks for (tests/harness/gap-match.ts).
 */

const { width: W, height: H } = captchaGeometry;

/** How the hole looks; drawn per picture, so no two holes of a puzzle share exact values. */
export interface HoleLook {
  /** Share of the surroundings' light left on the floor. */
  floor: number;
  /** Share of the scene's own contrast that shows through. */
  texture: number;
  /** Grain's strength, 0–255 units. */
  grain: number;
  /** Width of the lit and shaded walls, px. */
  bevel: number;
  /** Strength of the pale line along the cut, 0–1. */
  rim: number;
}

export function holeLook(rnd: () => number): HoleLook {
  return { floor: 0.22 + 0.08 * rnd(), texture: 0.02 * rnd(), grain: 9 + 5 * rnd(), bevel: 3 + 1.5 * rnd(), rim: 0.35 + 0.15 * rnd() };
}

/** Light comes from the top left: a wall whose outward normal points there is the shaded one. */
const LIGHT_X = -0.6;
const LIGHT_Y = -0.8;

/**
 * Cuts a hole of shape `sdf` (box coordinates) with its box at (bx, by). `reach` bounds the pixels
 * visited around the box (shapes with a left or bottom knob stick out of it).
 */
export function carveHole(
  cv: Canvas,
  sdf: Sdf,
  bx: number,
  by: number,
  look: HoleLook,
  rnd: () => number,
  reach: { x0: number; x1: number; y0: number; y1: number },
): void {
  const x0 = Math.max(0, Math.floor(bx + reach.x0));
  const x1 = Math.min(W - 1, Math.ceil(bx + reach.x1));
  const y0 = Math.max(0, Math.floor(by + reach.y0));
  const y1 = Math.min(H - 1, Math.ceil(by + reach.y1));
  const r0 = Math.max(0, x0 - 6);
  const r1 = Math.min(W - 1, x1 + 6);
  const q0 = Math.max(0, y0 - 6);
  const q1 = Math.min(H - 1, y1 + 6);

  // The floor's base light: the mean of the scene in a band round the hole, so a hole in the
  // bright horizon is lighter than one in the night sky, as a real recess would be, and every hole
  // stands out from what surrounds it by the same share.
  let sr = 0;
  let sg = 0;
  let sb = 0;
  let n = 0;
  // Every other pixel of the band is plenty for a mean, at a quarter of the work.
  for (let y = q0; y <= q1; y += 2) {
    for (let x = r0; x <= r1; x += 2) {
      const d = sdf(x - bx + 0.5, y - by + 0.5);
      if (d < 2 || d > 7) continue;
      const i = (y * W + x) * 3;
      sr += cv.px[i] ?? 0;
      sg += cv.px[i + 1] ?? 0;
      sb += cv.px[i + 2] ?? 0;
      n++;
    }
  }
  if (n === 0) return;
  const mean = [sr / n, sg / n, sb / n] as const;

  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const px = x - bx + 0.5;
      const py = y - by + 0.5;
      const d = sdf(px, py);
      if (d > 1.5) continue;
      const i = (y * W + x) * 3;
      const wall = clamp01(1 + d / look.bevel); // 1 at the edge, 0 past the bevel
      // Outward normal by differences, only near the edge (the floor needs none): which way this bit of wall faces.
      let facing = 0; // +1: faces the light, so shaded inside
      if (wall > 0 || d >= 0) {
        const nx = sdf(px + 0.5, py) - d;
        const ny = sdf(px, py + 0.5) - d;
        facing = (nx * LIGHT_X + ny * LIGHT_Y) / (Math.sqrt(nx * nx + ny * ny) || 1);
      }
      if (d >= 0) {
        // A thin lip just outside the cut: lit where the wall below it is shaded, and the reverse.
        const lip = clamp01(1 - d / 1.5) * 0.35 * facing;
        for (let c = 0; c < 3; c++) cv.px[i + c] = (cv.px[i + c] ?? 0) + 110 * lip;
        continue;
      }
      const inside = clamp01(0.5 - d);
      const shade = 1 - 0.75 * wall * clamp01(facing) + 0.9 * wall * clamp01(-facing);
      const grain = (rnd() - 0.5) * 2 * look.grain;
      // The cut's edge catches light all round: a pale line a pixel or two wide.
      const rim = look.rim * clamp01(1 + d / 1.6);
      for (let c = 0; c < 3; c++) {
        const orig = cv.px[i + c] ?? 0;
        const m = mean[c] ?? 0;
        const floor = (m * look.floor + (orig - m) * look.texture) * shade + grain;
        const lit = floor + (225 - floor) * rim;
        cv.px[i + c] = orig + (lit - orig) * inside;
      }
    }
  }
}
