import { captchaTrailRules, type CaptchaTrailPoint } from '../../../../domain/contracts/captcha-types';

/** Slider range of docs/product.md §4 and §9: the handle moves from 0 to at most 190 px. */
export const SLIDER_MAX = 190;
/** After an 'ok' the dialog closes 1 s later (docs/product.md §9). */
export const SUCCESS_CLOSE_MS = 1000;
/** How far (px) the pointer's height may drift from where the drag began, as recorded in the trail. */
const HAND_DRIFT_MAX = 200;

export type CaptchaPhase = 'loading' | 'ready' | 'dragging' | 'checking' | 'success' | 'failed' | 'error';

export interface CaptchaState {
  phase: CaptchaPhase;
  offset: number;
  /** Top of the piece, which is also the gap's top: the piece is drawn at its final height. */
  top: number;
  /**
   * The drag so far: [handle x, pointer's vertical drift, ms since it began]; sent with the release.
   * The drift never moves the piece (it only moves across); the server reads it as a hand's wobble.
   */
  trail: CaptchaTrailPoint[];
  /** When the drag began (the caller's clock, ms). */
  startedAt: number;
}

export type CaptchaEvent =
  | { type: 'load' }
  | { type: 'loaded'; top?: number }
  | { type: 'loadFailed' }
  | { type: 'grab'; at: number }
  | { type: 'move'; offset: number; drift?: number; at: number }
  | { type: 'release' }
  | { type: 'checked'; ok: boolean };

const rest = { offset: 0, trail: [] as CaptchaTrailPoint[], startedAt: 0 };
export const initialCaptcha: CaptchaState = { phase: 'loading', top: 0, ...rest };

/** Keeps an offset inside the slider range, rounding to whole pixels. */
export function clampOffset(offset: number): number {
  if (!Number.isFinite(offset)) return 0;
  return Math.round(Math.min(SLIDER_MAX, Math.max(0, offset)));
}

/** Keeps the pointer's recorded drift inside what the check accepts, rounding to whole pixels. */
export function clampDrift(drift: number): number {
  if (!Number.isFinite(drift)) return 0;
  return Math.round(Math.min(HAND_DRIFT_MAX, Math.max(-HAND_DRIFT_MAX, drift)));
}

/** Adds a point to the drag; times only go forward, and a very long drag keeps every other point. */
function record(trail: readonly CaptchaTrailPoint[], x: number, y: number, ms: number): CaptchaTrailPoint[] {
  const last = trail[trail.length - 1];
  const t = last && Math.round(ms) <= last[2] ? last[2] + 1 : Math.max(0, Math.round(ms));
  const kept = trail.length >= captchaTrailRules.maxPoints ? trail.filter((_, i) => i % 2 === 0) : trail;
  return [...kept, [x, y, t]];
}

function begin(state: CaptchaState, at: number): CaptchaState {
  return { ...state, phase: 'dragging', startedAt: at, trail: [[state.offset, 0, 0]] };
}

/** The slider captcha as a pure state machine; anything not allowed in a phase is ignored. */
export function captchaReducer(state: CaptchaState, event: CaptchaEvent): CaptchaState {
  switch (event.type) {
    case 'load':
      return { ...state, phase: 'loading', ...rest };
    case 'loaded':
      return state.phase === 'loading' ? { ...state, phase: 'ready', top: event.top ?? state.top, ...rest } : state;
    case 'loadFailed':
      return state.phase === 'loading' ? { ...state, phase: 'error', ...rest } : state;
    case 'grab':
      return state.phase === 'ready' ? begin(state, event.at) : state;
    case 'move': {
      if (state.phase !== 'dragging' && state.phase !== 'ready') return state;
      // A keyboard drag begins with its first key, just before that key's step.
      const from = state.phase === 'ready' ? begin(state, event.at - 1) : state;
      const offset = clampOffset(event.offset);
      return { ...from, offset, trail: record(from.trail, offset, clampDrift(event.drift ?? 0), event.at - from.startedAt) };
    }
    case 'release':
      return state.phase === 'dragging' ? { ...state, phase: 'checking' } : state;
    case 'checked':
      if (state.phase !== 'checking') return state;
      // A failed check puts the handle back at 0; the used key means a new puzzle follows ('load').
      return event.ok ? { ...state, phase: 'success' } : { ...state, phase: 'failed', ...rest };
  }
}
