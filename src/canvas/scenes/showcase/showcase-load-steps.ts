/**
 * The showcase's loading bar follows what has really arrived, step by step: the canvas code (the
 * product's largest chunk), then the WebGL stage made from it, then each piece of artwork. With only
 * the artwork counted the bar sat at 0 % through the code download and the stage set-up (seconds on
 * software GL), then leapt to ready.
 */
export const CODE_SHARE = 0.4;
export const STAGE_SHARE = 0.2;

/** The bar's value once `share` (0 to 1) of the artwork has arrived on a made stage. */
export function artProgress(share: number): number {
  return CODE_SHARE + STAGE_SHARE + share * (1 - CODE_SHARE - STAGE_SHARE);
}
