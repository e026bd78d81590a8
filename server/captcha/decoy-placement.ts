import { captchaGeometry as g } from '../../src/contracts/captcha-types.ts';
import { horizontalExtent, PIECE_SIDES, SUPERSET_SIDES, type Sides } from './piece-shapes.ts';

/** The piece plus a knob below: its extra knob lies almost wholly below the piece's box. */
const BOTTOM_KNOB: Sides = ['knob', 'knob', 'knob', 'flat'];

/**
 * Where the decoy holes go: beside the real gap at the same height (the reply's `y` is the real
 * gap's top, so a decoy at another height would give it away), each of another shape, none
 * touching the gap or another decoy. They go within the slider's reach where there is room, as
 * that is where an attacker looks.
 */

export interface Decoy {
  /** The decoy's box x; its top is the real gap's. */
  x: number;
  sides: Sides;
}

/** Px of scene kept between two holes' outlines. */
const APART = 3;

export function placeDecoys(gapX: number, rnd: () => number): Decoy[] {
  const wanted = 3;
  const piece = horizontalExtent(PIECE_SIDES);
  const taken: [number, number][] = [[gapX + piece.left, gapX + piece.right]];
  const decoys: Decoy[] = [];
  for (let tries = 0; tries < 80 && decoys.length < wanted; tries++) {
    // Each decoy holds the piece's whole outline plus a knob or two: a person sees the knob the
    // piece lacks, while a match of the piece's silhouette or outline finds it at least as well as
    // the gap, which is turned a little (draw-puzzle.ts). Mostly the knob below, which lies almost
    // wholly outside the piece's box, where such a match does not look.
    const sides = rnd() < 0.6 ? BOTTOM_KNOB : (SUPERSET_SIDES[Math.floor(rnd() * SUPERSET_SIDES.length)] ?? BOTTOM_KNOB);
    const ext = horizontalExtent(sides);
    // The first tries stay within the slider's reach; later ones may use the whole width.
    const lo = tries < 50 ? g.minOffset : -ext.left;
    const hi = tries < 50 ? g.maxOffset : g.width - 1 - ext.right;
    const x = lo + Math.floor(rnd() * (hi - lo + 1));
    const span: [number, number] = [x + ext.left, x + ext.right];
    if (span[0] < 0 || span[1] > g.width - 1) continue;
    if (taken.some(([a, b]) => span[0] < b + APART && span[1] > a - APART)) continue;
    taken.push(span);
    decoys.push({ x, sides });
  }
  return decoys;
}
