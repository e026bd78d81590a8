/** Geometry of the captcha puzzle as the server draws it (`/auth/captcha`). */
export const PUZZLE_WIDTH = 260;
export const PUZZLE_HEIGHT = 160;
export const PIECE_SIZE = 50;
/** Where the piece starts when the handle is at 0. */
export const PIECE_START_X = 10;

/** The piece moves one pixel with each pixel of the handle. */
export function pieceX(offset: number): number {
  return PIECE_START_X + offset;
}
