/** Slider range of spec points 4 and 9: the handle moves from 0 to at most 190 px. */
export const SLIDER_MAX = 190;
/** After an 'ok' the dialog closes 1 s later (spec point 9). */
export const SUCCESS_CLOSE_MS = 1000;

export type CaptchaPhase = 'loading' | 'ready' | 'dragging' | 'checking' | 'success' | 'failed' | 'error';

export interface CaptchaState {
  phase: CaptchaPhase;
  offset: number;
}

export type CaptchaEvent =
  | { type: 'load' }
  | { type: 'loaded' }
  | { type: 'loadFailed' }
  | { type: 'grab' }
  | { type: 'move'; offset: number }
  | { type: 'release' }
  | { type: 'checked'; ok: boolean };

export const initialCaptcha: CaptchaState = { phase: 'loading', offset: 0 };

/** Keeps an offset inside the slider range, rounding to whole pixels. */
export function clampOffset(offset: number): number {
  if (!Number.isFinite(offset)) return 0;
  return Math.round(Math.min(SLIDER_MAX, Math.max(0, offset)));
}

/** The slider captcha as a pure state machine; anything not allowed in a phase is ignored. */
export function captchaReducer(state: CaptchaState, event: CaptchaEvent): CaptchaState {
  switch (event.type) {
    case 'load':
      return { phase: 'loading', offset: 0 };
    case 'loaded':
      return state.phase === 'loading' ? { phase: 'ready', offset: 0 } : state;
    case 'loadFailed':
      return state.phase === 'loading' ? { phase: 'error', offset: 0 } : state;
    case 'grab':
      return state.phase === 'ready' ? { ...state, phase: 'dragging' } : state;
    case 'move':
      return state.phase === 'dragging' || state.phase === 'ready'
        ? { phase: 'dragging', offset: clampOffset(event.offset) }
        : state;
    case 'release':
      return state.phase === 'dragging' ? { ...state, phase: 'checking' } : state;
    case 'checked':
      if (state.phase !== 'checking') return state;
      // A failed check puts the handle back at 0; the used key means a new puzzle follows ('load').
      return event.ok ? { ...state, phase: 'success' } : { phase: 'failed', offset: 0 };
  }
}
