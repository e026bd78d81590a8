import type { PowChallenge, PowSolution } from '../../../api/captcha';

/** The page asks the worker to solve one challenge. */
export interface PowRequest {
  challenge: PowChallenge;
}

/** The worker's one answer: the solution, or why there is none. */
export type PowReply = { ok: true; solution: PowSolution; ms: number } | { ok: false; error: string };
