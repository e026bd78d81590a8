// Where the slider's gap is, found the way an attacker would (bench/captcha-solver.ts): the piece
// carries the scene's own pixels and the gap is the same pixels darkened by one factor, so sliding
// the piece over the background and fitting that factor at every offset finds the one place where
// the fit is nearly exact.
import type { Rgba } from './png-decode';

/** Pixels this far (px) inside the piece's opaque edge are compared; the outline is drawn lighter on both images. */
const EDGE = 3;

export interface GapMatch {
  /** Top-left of the piece's box over the background at the best fit. */
  x: number;
  y: number;
  /** The brightness ratio background / piece there (a darkened gap is below 1). */
  ratio: number;
  /** Share of the background's energy the fit leaves unexplained (0 = exact). */
  residual: number;
}

/** The piece's pixels well inside its alpha: their offsets in the background per box position, and their colours. */
function innerPixels(piece: Rgba, bgWidth: number): { at: Int32Array; grey: Float64Array } {
  const { width: w, height: h, data } = piece;
  const opaque = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && data[(y * w + x) * 4 + 3] === 255;
  const at: number[] = [];
  const grey: number[] = [];
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      let inner = true;
      for (let dy = -EDGE; dy <= EDGE && inner; dy += 1) for (let dx = -EDGE; dx <= EDGE && inner; dx += 1) inner = opaque(x + dx, y + dy);
      if (!inner) continue;
      const o = (y * w + x) * 4;
      at.push(y * bgWidth + x);
      grey.push((data[o] ?? 0) + (data[o + 1] ?? 0) + (data[o + 2] ?? 0));
    }
  }
  return { at: Int32Array.from(at), grey: Float64Array.from(grey) };
}

/**
 * Every offset of the piece's box inside the background (all x, all y) is scored by the best constant
 * ratio k between background and piece under the mask: residual = Σ(b − k·p)² / Σb². The darkened
 * copy of the piece's own pixels fits with k ≈ 0.55 and a residual of rounding noise only.
 */
export function findGap(background: Rgba, piece: Rgba): GapMatch {
  const W = background.width;
  // Summed channels: a darkening by one factor darkens their sum by it too, at a third of the work.
  const bg = new Float64Array(W * background.height);
  for (let i = 0, o = 0; o < bg.length; i += 4, o += 1) bg[o] = (background.data[i] ?? 0) + (background.data[i + 1] ?? 0) + (background.data[i + 2] ?? 0);
  const { at, grey } = innerPixels(piece, W);
  let pp = 0;
  for (const v of grey) pp += v * v;
  let best: GapMatch = { x: 0, y: 0, ratio: 0, residual: Infinity };
  for (let y = 0; y + piece.height <= background.height; y += 1) {
    for (let x = 0; x + piece.width <= W; x += 1) {
      const base = y * W + x;
      let bp = 0;
      let bb = 0;
      for (let m = 0; m < at.length; m += 1) {
        const b = bg[base + at[m]!]!;
        bp += b * grey[m]!;
        bb += b * b;
      }
      if (bb === 0 || pp === 0) continue;
      const ratio = bp / pp;
      const residual = (bb - ratio * bp) / bb;
      if (residual < best.residual) best = { x, y, ratio, residual };
    }
  }
  return best;
}
