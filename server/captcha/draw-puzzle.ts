import { captchaGeometry } from '../../domain/contracts/captcha-types.ts';
import { seededRandom } from '../../domain/fairness/seeded-random.ts';
import { carveHole, holeLook } from './hole-treatment.ts';
import { placeDecoys, type Decoy } from './decoy-placement.ts';
import { drawScene } from './draw-scene.ts';
import { bottomExtent, horizontalExtent, jigsaw, PIECE_SIDES, warped, type Warp } from './piece-shapes.ts';
import { cutPiece } from './piece-treatment.ts';
import { encodePng, pngDataUrl } from './png.ts';

/**
 * Slider-captcha renderer in plain TypeScript (no canvas/sharp) so the server stays free of
 * native modules. The scene depends on `seed` only; the holes and the piece are drawn on it
 * afterwards, so the PNGs are the only place the gap position lives. Callers must pick `seed`
 * independently of `gapX`, or two challenges with the same seed could be diffed to find the gap.
 *
 * The gap's top is `pieceY`, the piece's own top: the piece only ever moves across. Beside the gap
 * are decoy holes of other shapes at the same height, and neither the gap nor the piece is the
 * scene's pixels (piece-treatment.ts, hole-treatment.ts): a person matches the piece's outline,
 * which a template match of pixels cannot do reliably (README.md, the captcha solver benchmark).
 */

const { width: W, height: H, pieceSize: P } = captchaGeometry;

export interface PuzzleInput {
  gapX: number;
  pieceY: number;
  seed: number;
}

export interface PuzzleImages {
  /** W × H PNG data URL with the gap and the decoy holes. */
  background: string;
  /** P × P PNG data URL, transparent outside the jigsaw shape. */
  piece: string;
}

const to8 = (v: number): number => (v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v));

/** Where the holes go and how the real gap is turned: the puzzle's layout, from its seed and gap. */
export interface PuzzleLayout {
  gapWarp: Warp;
  decoys: Decoy[];
}

export function planPuzzle(input: PuzzleInput): PuzzleLayout {
  const rnd = seededRandom(input.seed ^ 0x5bd1e995);
  // The real gap is the piece's outline turned 8–11°, cut a tenth smaller and by hand: the same
  // shape to a person, who sees at once the one hole turned and without the decoys' extra knob,
  // but not the same pixels to a template, which finds the decoys (each the piece plus a knob,
  // square to the picture) more like the piece. Turned 6–9° and cut 6–10 % smaller, a silhouette
  // match still chose the gap in about 6 % of puzzles (README.md, the captcha solver benchmark).
  const gapWarp: Warp = {
    turn: (rnd() < 0.5 ? -1 : 1) * (0.14 + 0.06 * rnd()),
    scale: 0.88 + 0.04 * rnd(),
    wobble: 0.25 + 0.2 * rnd(),
    phase: rnd() * Math.PI * 2,
  };
  return { gapWarp, decoys: placeDecoys(Math.round(input.gapX), rnd) };
}

export function drawPuzzle(input: PuzzleInput): PuzzleImages {
  const gapX = Math.round(input.gapX);
  const pieceY = Math.round(input.pieceY);
  if (!(gapX >= 0 && gapX <= W - P && pieceY >= 0 && pieceY <= H - P)) {
    throw new RangeError('Puzzle piece out of bounds');
  }
  const cv = drawScene(input.seed);
  const { gapWarp, decoys } = planPuzzle(input);
  // The grain's own stream, so the layout does not shift with the number of pixels drawn.
  const rnd = seededRandom(input.seed ^ 0x27d4eb2f);

  const piece = cutPiece(cv, gapX, pieceY, rnd);
  carveHole(cv, warped(jigsaw(PIECE_SIDES), gapWarp), gapX, pieceY, holeLook(rnd), rnd, { x0: -4, x1: P + 4, y0: -4, y1: P + 4 });
  for (const decoy of decoys) {
    const ext = horizontalExtent(decoy.sides);
    carveHole(cv, jigsaw(decoy.sides), decoy.x, pieceY, holeLook(rnd), rnd, {
      x0: ext.left - 2,
      x1: ext.right + 2,
      y0: -2,
      y1: bottomExtent(decoy.sides) + 2,
    });
  }

  const bg = new Uint8Array(W * H * 4);
  for (let i = 0, o = 0; i < W * H * 3; i += 3, o += 4) {
    bg[o] = to8(cv.px[i] ?? 0);
    bg[o + 1] = to8(cv.px[i + 1] ?? 0);
    bg[o + 2] = to8(cv.px[i + 2] ?? 0);
    bg[o + 3] = 255;
  }

  return {
    background: pngDataUrl(encodePng(W, H, bg)),
    piece: pngDataUrl(encodePng(P, P, piece)),
  };
}
