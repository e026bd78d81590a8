import { captchaFailureCodes, type CaptchaFailureCode, type CaptchaTrailPoint } from '../../domain/contracts/captcha-types';
import type { CaptchaPlainReply, CaptchaPowChallenge } from '../../domain/contracts/replies/accounts';
import type { CaptchaPowSolution } from '../../domain/contracts/captcha';
import { ApiError, getJson, postJson } from './http';

/** A puzzle's proof of work: an ALTCHA challenge (README.md, the "Captcha:" paragraph), solved in a Web Worker. */
export type PowChallenge = CaptchaPowChallenge;
/** What `/auth/check` takes as `pow`: the counter found and its derived key in lowercase hex. */
export type PowSolution = CaptchaPowSolution;

/** Slider puzzle from `/auth/captcha`: the image with the gap, the piece, their top, and the proof of work. */
export interface CaptchaPuzzle {
  code?: number | string;
  key: string;
  data: string;
  piece: string;
  /** Top of the piece and of the gap alike: the piece is drawn there from the start. */
  y: number;
  pow: PowChallenge;
}

/** A key of the non-visual path (`POST /auth/captcha/plain`): only a (harder) proof of work to solve. */
export type PlainCaptcha = CaptchaPlainReply;

/** A new slider puzzle. */
export function fetchCaptcha(): Promise<CaptchaPuzzle> {
  return getJson<CaptchaPuzzle>('/auth/captcha');
}

/** A key for the non-visual path (limited per address and hour: a 429 says how long to wait). */
export function fetchPlainCaptcha(): Promise<PlainCaptcha> {
  return postJson<PlainCaptcha>('/auth/captcha/plain');
}

/**
 * Why a try failed: the server's code when its reply names one (the lobby has a message for each),
 * else its message (already in the page's language), else neither (a network error).
 */
export interface CaptchaFailure {
  code: CaptchaFailureCode | null;
  message: string | null;
}

/** What `/auth/check` makes of a try: passed, or failed and why. */
export type CaptchaVerdict = { ok: true } | { ok: false; failure: CaptchaFailure };

const isFailureCode = (code: unknown): code is CaptchaFailureCode => (captchaFailureCodes as readonly unknown[]).includes(code);

/** The reason in a failed call's reply, for the dialog to put in words. */
export function captchaFailureOf(error: unknown): CaptchaFailure {
  if (!(error instanceof ApiError)) return { code: null, message: null };
  const body = error.body;
  const code = body && typeof body === 'object' && 'code' in body ? (body as { code: unknown }).code : null;
  return { code: isFailureCode(code) ? code : null, message: error.message || null };
}

/**
 * Checks a try: the proof of work and, for a slider key, where the piece was let go and the drag
 * that got it there (x only: the piece moves across). Resolves with the verdict; never rejects.
 */
export async function checkCaptcha(
  key: string,
  pow: PowSolution,
  slider?: { offset: number; trail: readonly CaptchaTrailPoint[] },
): Promise<CaptchaVerdict> {
  try {
    // In the body, not the address: the key stays out of access logs.
    const reply = await postJson<unknown>('/auth/check', slider ? { key, pow, tn_r: slider.offset, trail: slider.trail } : { key, pow });
    const ok = reply === 'ok' || (typeof reply === 'object' && reply !== null && (reply as { status?: unknown }).status === 'ok');
    return ok ? { ok: true } : { ok: false, failure: { code: 'captcha_failed', message: null } };
  } catch (error) {
    return { ok: false, failure: captchaFailureOf(error) };
  }
}

