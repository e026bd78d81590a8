import { captchaGeometry } from '../../../../domain/contracts/captcha-types';

/** Geometry of the captcha puzzle as the server draws it (`/auth/captcha`). */
export const PUZZLE_WIDTH = captchaGeometry.width;
export const PUZZLE_HEIGHT = captchaGeometry.height;
export const PIECE_SIZE = captchaGeometry.pieceSize;

/** The piece starts at the left edge and moves one pixel with each pixel of the handle. */
export function pieceX(offset: number): number {
  return offset;
}
