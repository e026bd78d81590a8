import { captchaGeometry } from '../../domain/contracts/captcha-types.ts';

/**
 * The captcha's jigsaw shapes as signed distances (negative inside, px) in the coordinates of the
 * piece's P × P box: a 38 px square at (2, 10) whose four sides each carry a knob, a notch or
 * nothing. The piece has knobs on its top and right; the decoy holes are other combinations, so a
 * person tells the real gap by comparing outlines.
 */

const { pieceSize: P } = captchaGeometry;

export type Side = 'flat' | 'knob' | 'notch';
/** Top, right, bottom, left. */
export type Sides = readonly [Side, Side, Side, Side];

export type Sdf = (x: number, y: number) => number;

const SQ_HALF = 19;
const SQ_CX = 2 + SQ_HALF;
const SQ_CY = 10 + SQ_HALF;
const KNOB_R = 7;
/** Outward unit vectors of the sides, in the order of `Sides`. */
const OUT: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

export const PIECE_SIDES: Sides = ['knob', 'knob', 'flat', 'flat'];

/** The shape's centre: where a warp turns and scales it about. */
export const SHAPE_CENTRE = { x: SQ_CX + 2, y: SQ_CY - 2 } as const;

export function jigsaw(sides: Sides): Sdf {
  return (x, y) => {
    const dx = Math.abs(x - SQ_CX) - SQ_HALF;
    const dy = Math.abs(y - SQ_CY) - SQ_HALF;
    const ox = Math.max(dx, 0);
    const oy = Math.max(dy, 0);
    // Math.sqrt, not Math.hypot: this runs tens of thousands of times a picture, and hypot is slow.
    let d = Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(dx, dy), 0);
    for (let s = 0; s < 4; s += 1) {
      const side = sides[s];
      if (side === 'flat') continue;
      const [ux, uy] = OUT[s]!;
      // A knob's centre sits 1 px outside the edge so it reads as a bulge; a notch's 1 px inside.
      const at = side === 'knob' ? SQ_HALF + 1 : SQ_HALF - 1;
      const kx = x - (SQ_CX + ux * at);
      const ky = y - (SQ_CY + uy * at);
      const disc = Math.sqrt(kx * kx + ky * ky) - KNOB_R;
      d = side === 'knob' ? Math.min(d, disc) : Math.max(d, -disc);
    }
    return d;
  };
}

/** How far a shape reaches left and right of its box's x (a left knob sticks out of the box). */
export function horizontalExtent(sides: Sides): { left: number; right: number } {
  return {
    left: sides[3] === 'knob' ? SQ_CX - SQ_HALF - 1 - KNOB_R : SQ_CX - SQ_HALF,
    right: sides[1] === 'knob' ? SQ_CX + SQ_HALF + 1 + KNOB_R : SQ_CX + SQ_HALF,
  };
}

/** The lowest y a shape reaches in its box (a bottom knob sticks out below it). */
export const bottomExtent = (sides: Sides): number => (sides[2] === 'knob' ? SQ_CY + SQ_HALF + 1 + KNOB_R : SQ_CY + SQ_HALF);

/** Every other combination a decoy may take: each differs from the piece on at least one side. */
export const DECOY_SIDES: readonly Sides[] = (() => {
  const all: Sides[] = [];
  const kinds: Side[] = ['flat', 'knob', 'notch'];
  for (const t of kinds) for (const r of kinds) for (const b of kinds) for (const l of kinds) all.push([t, r, b, l]);
  // A person compares outlines, so a decoy keeps at least one knob (a plain square or notched one
  // is told apart at a glance, which would make the real gap stand out by elimination alone).
  return all.filter((s) => s.join() !== PIECE_SIDES.join() && s.includes('knob'));
})();

/** Decoys that hold the whole piece and more (an extra knob): a person sees the knob the piece lacks. */
export const SUPERSET_SIDES: readonly Sides[] = DECOY_SIDES.filter((s) => s[0] === 'knob' && s[1] === 'knob' && !s.includes('notch'));

export interface Warp {
  /** Turn about the shape's centre, radians. */
  turn: number;
  /** Scale about the shape's centre: above 1 the hole is roomier than the piece, like a cut hole. */
  scale: number;
  /** A hand-cut edge: the outline wanders by up to this many px. */
  wobble: number;
  phase: number;
}

/** The shape turned, scaled and wobbled: the same outline to a person, not to the pixel. */
export function warped(sdf: Sdf, w: Warp): Sdf {
  const cos = Math.cos(-w.turn);
  const sin = Math.sin(-w.turn);
  return (x, y) => {
    const vx = (x - SHAPE_CENTRE.x) / w.scale;
    const vy = (y - SHAPE_CENTRE.y) / w.scale;
    const d = sdf(SHAPE_CENTRE.x + vx * cos - vy * sin, SHAPE_CENTRE.y + vx * sin + vy * cos) * w.scale;
    return d + w.wobble * Math.sin(Math.atan2(vy, vx) * 5 + w.phase);
  };
}

/** The piece's box coverage: supersampled once, since the piece's shape never changes. */
export const PIECE_MASK = (() => {
  const SUB = 4;
  const RIM_PX = 1.6;
  const sdf = jigsaw(PIECE_SIDES);
  const inside = new Float32Array(P * P);
  const rim = new Float32Array(P * P);
  /** Signed distance at each pixel's centre. */
  const dist = new Float32Array(P * P);
  for (let y = 0; y < P; y++) {
    for (let x = 0; x < P; x++) {
      dist[y * P + x] = sdf(x + 0.5, y + 0.5);
      let n = 0;
      let r = 0;
      for (let sy = 0; sy < SUB; sy++) {
        for (let sx = 0; sx < SUB; sx++) {
          const d = sdf(x + (sx + 0.5) / SUB, y + (sy + 0.5) / SUB);
          if (d < 0) {
            n++;
            if (d > -RIM_PX) r++;
          }
        }
      }
      inside[y * P + x] = n / (SUB * SUB);
      rim[y * P + x] = r / (SUB * SUB);
    }
  }
  return { inside, rim, dist };
})();
