import { normaliseAngle, restRotation, stopRotation } from './wheel-layout';

/** Full turns a spin makes before it slows onto the prize. */
export const SPIN_TURNS = 6;

/**
 * idle: ready for a spin; requesting: the server is drawing; spinning: the wheel turns to the
 * server's prize; result: stopped on it (the page shows the prize).
 */
export type WheelPhase = 'idle' | 'requesting' | 'spinning' | 'result';

/** What one segment shows, already in the interface language (the canvas knows no i18n). */
export interface WheelSegmentView {
  label: string;
  /** "8.88"; empty for a prize without money (the stop sounds different). */
  amount: string;
  /** "#rrggbb". */
  colour: string;
}

export interface WheelState {
  phase: WheelPhase;
  segments: WheelSegmentView[];
  /** The rotation the wheel rests at (radians, [0, 2π)); while spinning, where it started. */
  rotation: number;
  /** Where the current spin ends; null when no spin is running. */
  target: number | null;
  /** The server's prize of the last spin; null before the first. */
  prizeIndex: number | null;
  /** prefers-reduced-motion: the wheel turns straight to the result. */
  reducedMotion: boolean;
  /** The canvas has painted the wheel (the page hides its loading state). */
  drawn: boolean;
}

export type WheelEvent =
  | { type: 'segments'; segments: WheelSegmentView[] }
  | { type: 'spin' }
  | { type: 'awarded'; index: number }
  | { type: 'failed' }
  | { type: 'stopped'; rotation: number }
  | { type: 'dismiss' }
  | { type: 'motion'; reduced: boolean }
  | { type: 'drawn' };

export const initialWheel: WheelState = { phase: 'idle', segments: [], rotation: 0, target: null, prizeIndex: null, reducedMotion: false, drawn: false };

const ready = (state: WheelState) => state.phase === 'idle' || state.phase === 'result';

function awarded(state: WheelState, index: number): WheelState {
  const count = state.segments.length;
  // A prize the wheel has no segment for (the setting changed under the page): no spin to show.
  if (!Number.isInteger(index) || index < 0 || index >= count) return { ...state, phase: 'result', prizeIndex: index, target: null };
  // Reduced motion, or a wheel the canvas has not drawn (still loading, or failed): straight there.
  if (state.reducedMotion || !state.drawn) return { ...state, phase: 'result', prizeIndex: index, target: null, rotation: restRotation(index, count) };
  return { ...state, phase: 'spinning', prizeIndex: index, target: stopRotation(state.rotation, index, count, SPIN_TURNS) };
}

/** The wheel as a pure state machine: the page sends the server's answers, the scene animates them. */
export function wheelReducer(state: WheelState, event: WheelEvent): WheelState {
  switch (event.type) {
    case 'segments':
      // The number of segments stays while a spin is on its way: its target depends on it.
      if (!ready(state) && event.segments.length !== state.segments.length) return state;
      return { ...state, segments: event.segments };
    case 'spin':
      return ready(state) && state.segments.length > 0 ? { ...state, phase: 'requesting', target: null } : state;
    case 'awarded':
      return state.phase === 'requesting' ? awarded(state, event.index) : state;
    case 'failed':
      return state.phase === 'requesting' ? { ...state, phase: 'idle' } : state;
    case 'stopped':
      return state.phase === 'spinning' ? { ...state, phase: 'result', target: null, rotation: normaliseAngle(event.rotation) } : state;
    case 'dismiss':
      return state.phase === 'result' ? { ...state, phase: 'idle' } : state;
    case 'motion':
      return event.reduced === state.reducedMotion ? state : { ...state, reducedMotion: event.reduced };
    case 'drawn':
      return state.drawn ? state : { ...state, drawn: true };
  }
}
