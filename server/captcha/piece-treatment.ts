import { captchaGeometry } from '../../domain/contracts/captcha-types.ts';
import { clamp01, type Canvas } from './canvas.ts';
import { PIECE_MASK } from './piece-shapes.ts';

/**
 * The piece: the scene from where its gap is, mirrored and lifted out of it: its own brightness
 * and contrast, its own grain, a glow along its edge and a light rim. It belongs to the picture for
 * a person without being the background's pixels to a template match.
 */

const { width: W, pieceSize: P } = captchaGeometry;

const to8 = (v: number): number => (v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v));

/** The P × P RGBA piece (straight alpha) cut from `scene` at (gapX, pieceY): call before any hole is cut. */
export function cutPiece(scene: Canvas, gapX: number, pieceY: number, rnd: () => number): Uint8Array {
  const gain = 1.15 + 0.25 * rnd();
  const lift = 18 + 22 * rnd();
  const grain = 7 + 5 * rnd();
  const tint = [(rnd() - 0.5) * 16, (rnd() - 0.5) * 16, (rnd() - 0.5) * 16] as const;
  const { inside, rim, dist } = PIECE_MASK;
  const out = new Uint8Array(P * P * 4);
  for (let y = 0; y < P; y++) {
    for (let x = 0; x < P; x++) {
      const m = y * P + x;
      const cover = inside[m] ?? 0;
      if (cover <= 0) continue;
      // A soft glow just inside the rim, all round: the piece reads as lifted off the picture.
      const glow = 1 + 0.25 * clamp01(1 + (dist[m] ?? 0) / 4);
      const rimShare = (rim[m] ?? 0) / cover;
      const noise = (rnd() - 0.5) * 2 * grain;
      // Mirrored left to right: the hole's floor shows none of the scene, so a person matches the
      // outline, not the picture on the piece; unmirrored, the piece's edge matched the scene left
      // round the gap, which a normalised cross-correlation of its texture found.
      const i = ((pieceY + y) * W + gapX + (P - 1 - x)) * 3;
      const o = m * 4;
      for (let c = 0; c < 3; c++) {
        const v = ((scene.px[i + c] ?? 0) * gain + lift + (tint[c] ?? 0)) * glow + noise;
        out[o + c] = to8(v + (240 - v) * 0.75 * rimShare);
      }
      out[o + 3] = to8(cover * 255);
    }
  }
  return out;
}
