/**
 * Geometry of the prize wheel. Angles are radians, clockwise, 0 at 12 o'clock (where the pointer
 * is). At rotation 0, segment i is centred on i·w (w = 2π / N): prize 0 sits under the pointer and
 * the others follow clockwise, the order `/wheel/setting` publishes. The wheel turns clockwise, so
 * its rotation only grows while it spins.
 *
 * Budget (docs/performance.md): the face is the one large shape (a disc of ≈ 123,000 pixels a frame,
 * see wheel-mesh.ts); the glow behind it is CSS under a transparent canvas; hub, pointer and the
 * twelve lit halos of the rim are small sprites (≈ 24,000 pixels together).
 */
export const STAGE_WIDTH = 420;
export const STAGE_HEIGHT = 436;
/** Centre of the wheel on the stage. */
export const CENTRE = { x: 210, y: 224 } as const;
/** Radius of the whole face (rim included) and where the coloured segments end under the rim. */
export const FACE_RADIUS = 196;
export const FACE_SIZE = FACE_RADIUS * 2;
/** The face's square in the art: a little wider than the face, so its antialiased edge is whole. */
export const FACE_BOX = FACE_SIZE + 4;
export const RIM_WIDTH = 22;
export const SEGMENT_RADIUS = FACE_RADIUS - RIM_WIDTH;
/** Bulbs round the rim, on the face texture; a few of them blink above it. */
export const BULB_COUNT = 24;
export const BULB_RADIUS = FACE_RADIUS - RIM_WIDTH / 2;
export const HUB_RADIUS = 40;
/** The pointer's tip reaches this far into the segments (stage y). */
export const POINTER_TIP_Y = CENTRE.y - SEGMENT_RADIUS + 20;
/**
 * A point just below the pointer's tip (and its shadow) where the face shows only its segment's
 * colour (labels start further in): the end-to-end test reads the stopped wheel's colour there.
 */
export const COLOUR_PROBE = { x: CENTRE.x, y: POINTER_TIP_Y + 14 } as const;
/** Labels are drawn between these radii, so none reaches the colour probe. */
export const LABEL_OUTER = SEGMENT_RADIUS - 48;
export const LABEL_INNER = HUB_RADIUS + 26;

const TURN = Math.PI * 2;

/** Angle of one segment for `count` prizes. */
export function segmentAngle(count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`a wheel needs at least one prize, got ${count}`);
  return TURN / count;
}

/** An angle brought into [0, 2π). */
export function normaliseAngle(angle: number): number {
  const a = angle % TURN;
  return a < 0 ? a + TURN : a;
}

export interface Segment {
  index: number;
  /** Clockwise from 12 o'clock at rotation 0. */
  start: number;
  centre: number;
  end: number;
}

/** The segments of `count` prizes at rotation 0, clockwise from the pointer; segment 0 centred on it. */
export function segments(count: number): Segment[] {
  const w = segmentAngle(count);
  return Array.from({ length: count }, (_, index) => ({ index, start: (index - 0.5) * w, centre: index * w, end: (index + 0.5) * w }));
}

/**
 * Which segment is under the pointer at `rotation`. The pointer looks at the face's angle
 * −rotation; segment i covers [(i − ½)w, (i + ½)w).
 */
export function segmentAt(rotation: number, count: number): number {
  const w = segmentAngle(count);
  const under = normaliseAngle(-rotation);
  return Math.floor(under / w + 0.5) % count;
}

/** The rest rotation (in [0, 2π)) that puts the centre of segment `index` under the pointer. */
export function restRotation(index: number, count: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`no segment ${index} of ${count}`);
  return normaliseAngle(-index * segmentAngle(count));
}

/**
 * The rotation a spin from `from` ends at: `turns` full clockwise turns, then on to the centre
 * of segment `index`: the first rotation ≥ from + turns·2π that rests on that centre (so it turns
 * at least `turns` and less than `turns` + 1 times).
 */
export function stopRotation(from: number, index: number, count: number, turns: number): number {
  if (!Number.isInteger(turns) || turns < 0) throw new RangeError(`turns must be a whole number ≥ 0, got ${turns}`);
  // rest + k·2π from a whole number of turns, so the stop carries no rounding of `from` itself.
  const candidate = Math.floor(from / TURN) * TURN + restRotation(index, count) + turns * TURN;
  // A wheel already resting on the centre turns exactly `turns` times (1e-9: rounding of the sum).
  return candidate < from + turns * TURN - 1e-9 ? candidate + TURN : candidate;
}

/**
 * How many segment boundaries pass the pointer while the rotation goes from `from` to `to`
 * (one tick each). Boundaries sit at rotations (k + ½)·w.
 */
export function boundariesPassed(from: number, to: number, count: number): number {
  const w = segmentAngle(count);
  return Math.abs(Math.floor(to / w + 0.5) - Math.floor(from / w + 0.5));
}

/**
 * How far the pointer bends (radians, negative: its tip pushed the way the wheel turns) at
 * `rotation`: a peg pushes it over the last 30 % before each boundary, then it snaps back. At a
 * segment's centre, where every spin stops, it hangs straight.
 */
export function pointerFlap(rotation: number, count: number): number {
  const u = normaliseAngle(rotation + segmentAngle(count) / 2) / segmentAngle(count);
  const into = u - Math.floor(u);
  return into > 0.7 ? -0.32 * ((into - 0.7) / 0.3) : 0;
}
