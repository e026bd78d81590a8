import type { Challenge } from 'altcha-lib/types';
import type { CaptchaTrailPoint } from '../contracts/captcha-types';
import { ApiError, getJson, postJson } from './http';

/** A puzzle's proof of work: an ALTCHA challenge (README "Captcha"), solved in a Web Worker. */
export type PowChallenge = Challenge;

/** What `/auth/check` takes as `pow`: the counter found and its derived key in lowercase hex. */
export interface PowSolution {
  counter: number;
  derivedKey: string;
}

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
export interface PlainCaptcha {
  key: string;
  pow: PowChallenge;
  expires_in: number;
}

/** A new slider puzzle. */
export function fetchCaptcha(): Promise<CaptchaPuzzle> {
  return getJson<CaptchaPuzzle>('/auth/captcha');
}

/** A key for the non-visual path (limited per address and hour: a 429 says how long to wait). */
export function fetchPlainCaptcha(): Promise<PlainCaptcha> {
  return postJson<PlainCaptcha>('/auth/captcha/plain');
}

/** Why a check failed, after the server's error code; 'failed' for anything unnamed. */
export type CaptchaFailure = 'missed' | 'too_fast' | 'expired' | 'pow' | 'failed';

/** What `/auth/check` makes of a try: passed, or failed with the server's reason. */
export type CaptchaVerdict = { ok: true } | { ok: false; failure: CaptchaFailure };

/** The check's 422 codes (README "Captcha"), each with its own message in the lobby. */
const failureCodes: Record<string, CaptchaFailure> = {
  captcha_missed: 'missed',
  captcha_too_fast: 'too_fast',
  captcha_expired: 'expired',
  captcha_pow: 'pow',
};

/** The reason in a failed check's reply; anything unnamed (a network error too) is the generic failure. */
export function captchaFailureOf(error: unknown): CaptchaFailure {
  const body = error instanceof ApiError ? error.body : null;
  const code = body && typeof body === 'object' && 'code' in body ? (body as { code: unknown }).code : null;
  return (typeof code === 'string' && failureCodes[code]) || 'failed';
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
    return ok ? { ok: true } : { ok: false, failure: 'failed' };
  } catch (error) {
    return { ok: false, failure: captchaFailureOf(error) };
  }
}

