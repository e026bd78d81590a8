/**
 * Geometry of the server-drawn slider puzzle (docs/product.md §9: slider range 0 to 190 px). Zod-free for the canvas.
 * The piece moves sideways only, with the handle: the gap varies across, and its top equals the
 * piece's top (the reply's `y`), so the piece is drawn at its final height from the start.
 */
export const captchaGeometry = {
  width: 260,
  height: 160,
  pieceSize: 50,
  /** The piece starts at x = 0; the offset sent as `tn_r` is the gap's x. */
  minOffset: 60,
  maxOffset: 190,
  /** The top of the piece and of the gap (the same) lies in this band (px from the top). */
  minTop: 8,
  maxTop: 102,
  /** Largest distance across (px) between where the piece was let go and the gap that `/auth/check` accepts. */
  tolerance: 4,
} as const;

/** What a drag must look like (server/captcha/trail-check.ts): enough points over enough time. */
export const captchaTrailRules = {
  minPoints: 10,
  maxPoints: 400,
  minMs: 300,
  maxMs: 120_000,
} as const;

/**
 * The proof-of-work every captcha key carries (ALTCHA v2, deterministic mode): the browser tries
 * counters from 0 up until one derives the challenge's key prefix, so the work is the counter the
 * server drew from [counterMin, counterMax] (the slider) or [plainCounterMin, plainCounterMax] (the
 * non-visual path) times one PBKDF2 of `cost` iterations. Calibrated in Debian's Chromium, where the
 * lobby's worker derived one key of 5,000 iterations in 0.75–1.05 ms on a busy 2-core machine
 * (npm run bench:captcha-pow), so the slider's median is ≈ 1 s and the plain one's ≈ 5 s (a quiet
 * machine is faster; Node's PBKDF2 here ≈ 1.1 ms);
 * the server verifies a solution with two HMACs (bench/captcha-pow-verify.ts). `CAPTCHA_POW_COST`
 * overrides `cost` (README.md, "Configuration").
 */
export const captchaPow = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 5_000,
  counterMin: 900,
  counterMax: 1_800,
  plainCounterMin: 4_400,
  plainCounterMax: 8_800,
} as const;

/**
 * One sample of a drag: handle x, the pointer's vertical wobble (px, up is negative; a hand never
 * holds still, the piece does not move with it) and ms since the drag began.
 */
export type CaptchaTrailPoint = readonly [x: number, y: number, t: number];

/**
 * Why `/auth/check` refused (422, each with a message in the page's language): the piece missed the
 * gap, the drag did not look like a person's, the key is unknown, used or expired, the
 * proof-of-work is missing or wrong; `captcha_failed` for anything else (a replayed drag).
 */
export const captchaFailureCodes = ['captcha_missed', 'captcha_too_fast', 'captcha_expired', 'captcha_pow', 'captcha_failed'] as const;
export type CaptchaFailureCode = (typeof captchaFailureCodes)[number];

/** `/auth/check` answers this JSON string on success. */
export const captchaOk = 'ok';
