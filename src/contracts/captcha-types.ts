/**
 * Geometry of the server-drawn slider puzzle (spec point 9: slider range 0 to 190 px). Zod-free for the canvas.
 * The piece moves in two directions: the handle's x (0 to 190 px) and, while dragging, the pointer's
 * height (or the up and down arrows), so a guess must hit a spot in a plane, not a point on a line.
 */
export const captchaGeometry = {
  width: 260,
  height: 160,
  pieceSize: 50,
  /** The piece starts at x = 0; the offset sent as `tn_r` is the gap's x. */
  minOffset: 60,
  maxOffset: 190,
  /** Tops of the piece's start and of the gap lie in this band (px from the top). */
  minTop: 8,
  maxTop: 102,
  /** Largest distance (px, both directions together) between the piece and the gap that `/auth/check` accepts. */
  tolerance: 4,
} as const;

/** What a drag must look like (server/captcha/trail-check.ts): enough points over enough time. */
export const captchaTrailRules = {
  minPoints: 10,
  maxPoints: 400,
  minMs: 300,
  maxMs: 120_000,
} as const;

/** One sample of a drag: handle x, piece's vertical shift (px, up is negative) and ms since the drag began. */
export type CaptchaTrailPoint = readonly [x: number, y: number, t: number];

/** `GET /auth/captcha` reply. The gap position is only in the picture, never in the fields. */
export interface CaptchaReply {
  code: 200;
  key: string;
  /** Background with the gap, PNG data URL (width × height). */
  data: string;
  /** The puzzle piece, PNG data URL (pieceSize × pieceSize, transparent around the shape). */
  piece: string;
  /** Top of the piece where it starts (not the gap's top), px. */
  y: number;
  width: number;
  height: number;
  /** Seconds the key stays valid. */
  expires_in: number;
}

/** `GET /auth/check` answers this JSON string on success. */
export const captchaOk = 'ok';
