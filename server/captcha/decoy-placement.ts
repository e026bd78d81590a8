import { captchaGeometry as g } from '../../domain/contracts/captcha-types.ts';
import { horizontalExtent, PIECE_SIDES, SUPERSET_SIDES, type Sides } from './piece-shapes.ts';

/** The piece plus a knob below: its extra knob lies almost wholly below the piece's box. */
const BOTTOM_KNOB: Sides = ['knob', 'knob', 'knob', 'flat'];

/**
 * Where the decoy holes go: always three, beside the real gap at the same height (the reply's `y`
 * is the real gap's top, so a decoy at another height would give it away), each of another shape,
 * none touching the gap or another decoy. As many as there is room for go within the slider's
 * reach, which is where an attacker's script looks and where each decoy it scores above the gap
 * takes a win from it: with one decoy there instead of two a silhouette match found the gap about
 * three times as often (README.md, the captcha solver benchmark). The rest go anywhere across the
 * picture, under the piece's starting place included, so a person always sees four holes.
 */

export interface Decoy {
  /** The decoy's box x; its top is the real gap's. */
  x: number;
  sides: Sides;
}

/** Decoys per puzzle. */
export const DECOYS = 3;

/** Px of scene kept between two holes' outlines. */
const APART = 3;

type Span = readonly [number, number];

const spanAt = (x: number, sides: Sides): Span => {
  const ext = horizontalExtent(sides);
  return [x + ext.left, x + ext.right];
};

const clear = (span: Span, taken: readonly Span[]): boolean => taken.every(([a, b]) => span[0] >= b + APART || span[1] <= a - APART);

/** Every box x in [lo, hi] where a hole of `sides` lies inside the picture and clear of `taken`. */
function freeXs(sides: Sides, lo: number, hi: number, taken: readonly Span[]): number[] {
  const out: number[] = [];
  for (let x = lo; x <= hi; x++) {
    const span = spanAt(x, sides);
    if (span[0] >= 0 && span[1] <= g.width - 1 && clear(span, taken)) out.push(x);
  }
  return out;
}

const pick = (xs: readonly number[], rnd: () => number): number => xs[Math.floor(rnd() * xs.length)] ?? xs[0]!;

/** Whether `count` more holes of the narrowest decoy shape still fit anywhere in the picture, packed from the left. */
function roomFor(count: number, taken: readonly Span[]): boolean {
  const more = [...taken];
  for (let k = 0; k < count; k++) {
    const x = freeXs(BOTTOM_KNOB, -horizontalExtent(BOTTOM_KNOB).left, g.width - 1, more)[0];
    if (x === undefined) return false;
    more.push(spanAt(x, BOTTOM_KNOB));
  }
  return true;
}

export function placeDecoys(gapX: number, rnd: () => number): Decoy[] {
  // Each decoy holds the piece's whole outline plus a knob or two: a person sees the knob the
  // piece lacks, while a match of the piece's silhouette or outline finds it at least as well as
  // the gap, which is turned a little (draw-puzzle.ts). Mostly the knob below, which lies almost
  // wholly outside the piece's box, where such a match does not look.
  const shapes: Sides[] = Array.from({ length: DECOYS }, () =>
    rnd() < 0.6 ? BOTTOM_KNOB : (SUPERSET_SIDES[Math.floor(rnd() * SUPERSET_SIDES.length)] ?? BOTTOM_KNOB),
  );
  const taken: Span[] = [spanAt(gapX, PIECE_SIDES)];
  const decoys: Decoy[] = [];
  shapes.forEach((drawn, k) => {
    const left = DECOYS - k - 1;
    // Two go within reach where there is room for two (the first where it leaves room for the
    // second), the rest anywhere; each where the others still fit, in its drawn shape or else the
    // narrowest.
    type Try = [sides: Sides, where: 'roomy' | 'reach' | 'anywhere'];
    const tries: Try[] = [
      ...(k === 0 ? ([[drawn, 'roomy'], [BOTTOM_KNOB, 'roomy']] as Try[]) : []),
      ...(k < 2 ? ([[drawn, 'reach'], [BOTTOM_KNOB, 'reach']] as Try[]) : []),
      [drawn, 'anywhere'],
      [BOTTOM_KNOB, 'anywhere'],
    ];
    for (const [sides, where] of tries) {
      const ext = horizontalExtent(sides);
      const xs = (where === 'anywhere' ? freeXs(sides, -ext.left, g.width - 1 - ext.right, taken) : freeXs(sides, g.minOffset, g.maxOffset, taken)).filter((x) =>
        roomFor(left, [...taken, spanAt(x, sides)]),
      );
      const from = where === 'roomy' ? xs.filter((x) => freeXs(BOTTOM_KNOB, g.minOffset, g.maxOffset, [...taken, spanAt(x, sides)]).length > 0) : xs;
      if (from.length === 0) continue;
      const x = pick(from, rnd);
      taken.push(spanAt(x, sides));
      decoys.push({ x, sides });
      return;
    }
  });
  return decoys;
}
