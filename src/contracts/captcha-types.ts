/** Geometry of the server-drawn slider puzzle (spec point 9: slider range 0 to 190 px). Zod-free for the canvas. */
export const captchaGeometry = {
  width: 260,
  height: 160,
  pieceSize: 50,
  /** The piece starts at x = 0; the offset sent as `tn_r` is the gap's x. */
  minOffset: 60,
  maxOffset: 190,
  /** ± px accepted by `/auth/check`. */
  tolerance: 5,
} as const;

/** `GET /auth/captcha` reply. The gap position is only in the picture, never in the fields. */
export interface CaptchaReply {
  code: 200;
  key: string;
  /** Background with the gap, PNG data URL (width × height). */
  data: string;
  /** The puzzle piece, PNG data URL (pieceSize × pieceSize, transparent around the shape). */
  piece: string;
  /** Top of the piece in the background, px. */
  y: number;
  width: number;
  height: number;
  /** Seconds the key stays valid. */
  expires_in: number;
}

/** `GET /auth/check` answers this JSON string on success. */
export const captchaOk = 'ok';
