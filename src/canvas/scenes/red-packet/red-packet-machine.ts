import { IDLE_SPEED } from '../../../../domain/red-packet-round/rain';
import { COUNTDOWN_MS } from '../../../../domain/red-packet-round/round-model';

/**
 * A round of red-packet rain as a pure state machine. The page sends the clock (`tick`), the scene
 * sends taps (`open`); the server's reply ends the round. Times are milliseconds of one clock.
 *
 *   ready → countdown (3 s) → raining (round_seconds) → submitting → result → ready
 *                                   │  collect / cap / time up ↗      ↘ failed → (retry) submitting
 */
export type RainPhase = 'ready' | 'countdown' | 'raining' | 'submitting' | 'failed' | 'result';

export interface RainState {
  phase: RainPhase;
  /** Packets opened this round; never above `maxOpen`. */
  opened: number;
  /** Packets the server pays at most per round (`max_open` of /redbag/desc). */
  maxOpen: number;
  /** Length of the rain itself (`round_seconds` of /redbag/desc). */
  roundSeconds: number;
  /** When the countdown began, and the last clock reading. */
  startedAt: number;
  now: number;
  /** One idempotency key per round, reused by every retry of its request, so it pays once. */
  roundKey: string | null;
  /** The round the server dealt (`/redbag/start`): claimed by its id, its rain drawn from its seed. */
  round: DealtRound | null;
}

/** A round as the server dealt it. */
export interface DealtRound {
  id: number;
  seed: number;
}

export type RainEvent =
  | { type: 'configure'; roundSeconds: number; maxOpen: number }
  | { type: 'start'; at: number; key: string; round?: DealtRound }
  | { type: 'tick'; at: number }
  | { type: 'open' }
  | { type: 'collect' }
  | { type: 'submitted' }
  | { type: 'failed' }
  | { type: 'retry' }
  | { type: 'reset' };

export const initialRain: RainState = { phase: 'ready', opened: 0, maxOpen: 0, roundSeconds: 0, startedAt: 0, now: 0, roundKey: null, round: null };

const rainEndsAt = (s: RainState) => s.startedAt + COUNTDOWN_MS + s.roundSeconds * 1000;

/** Whole seconds of the countdown still to go (3, 2, 1). */
export function countdownLeft(s: RainState): number {
  return Math.max(0, Math.ceil((s.startedAt + COUNTDOWN_MS - s.now) / 1000));
}

/** Whole seconds of rain left (the full round before it starts). */
export function secondsLeft(s: RainState): number {
  if (s.phase === 'ready' || s.phase === 'countdown') return s.roundSeconds;
  if (s.phase !== 'raining') return 0;
  return Math.max(0, Math.ceil((rainEndsAt(s) - s.now) / 1000));
}

const positive = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

function ticked(s: RainState, at: number): RainState {
  const now = Math.max(s.now, at);
  if (s.phase === 'countdown') {
    const next = { ...s, now };
    return now >= s.startedAt + COUNTDOWN_MS ? ticked({ ...next, phase: 'raining' }, now) : next;
  }
  if (s.phase === 'raining') return now >= rainEndsAt(s) ? { ...s, now, phase: 'submitting' } : { ...s, now };
  return s;
}

/** The rain's round; anything a phase does not allow is ignored (the same state comes back). */
export function rainReducer(s: RainState, e: RainEvent): RainState {
  switch (e.type) {
    case 'configure': {
      const roundSeconds = positive(e.roundSeconds);
      const maxOpen = positive(e.maxOpen);
      if (s.phase !== 'ready' || (roundSeconds === s.roundSeconds && maxOpen === s.maxOpen)) return s;
      return { ...s, roundSeconds, maxOpen };
    }
    case 'start':
      return s.phase === 'ready' && s.roundSeconds > 0 && s.maxOpen > 0 ? { ...s, phase: 'countdown', opened: 0, startedAt: e.at, now: e.at, roundKey: e.key, round: e.round ?? null } : s;
    case 'tick':
      return ticked(s, e.at);
    case 'open':
      if (s.phase !== 'raining' || s.opened >= s.maxOpen) return s;
      // The last packet a round pays ends it: nothing more to gain by waiting.
      return { ...s, opened: s.opened + 1, phase: s.opened + 1 >= s.maxOpen ? 'submitting' : 'raining' };
    case 'collect':
      return s.phase === 'raining' ? { ...s, phase: 'submitting' } : s;
    case 'submitted':
      return s.phase === 'submitting' ? { ...s, phase: 'result' } : s;
    case 'failed':
      return s.phase === 'submitting' ? { ...s, phase: 'failed' } : s;
    case 'retry':
      return s.phase === 'failed' ? { ...s, phase: 'submitting' } : s;
    case 'reset':
      return s.phase === 'result' || s.phase === 'failed' ? { ...s, phase: 'ready', opened: 0, roundKey: null, round: null } : s;
  }
}

/** Phases in which the rain is on screen and a round is under way (the page keeps its clock going). */
export function isRoundLive(phase: RainPhase): boolean {
  return phase === 'countdown' || phase === 'raining';
}

/** How the rain moves in a phase, and what becomes of the packets on screen when the phase begins. */
export interface RainMotion {
  /** Share of the packets' fall speed (0: a still picture). */
  speed: number;
  /** A packet that falls out (or opens) comes back at the top. */
  spawning: boolean;
  /** scatter: a still picture over the stage; fresh: a new rain above it; clear: none left; keep: as they are. */
  entry: 'scatter' | 'fresh' | 'clear' | 'keep';
}

/**
 * The rain by phase: a slow drift invites before a round (a still picture with reduced motion),
 * the drift hurries off the stage during the countdown, a new rain comes in for the round, and
 * what still falls when it ends falls away.
 */
export function rainMotion(phase: RainPhase, reduced: boolean): RainMotion {
  switch (phase) {
    case 'ready':
      return { speed: reduced ? 0 : IDLE_SPEED, spawning: true, entry: 'scatter' };
    case 'countdown':
      return reduced ? { speed: 0, spawning: false, entry: 'clear' } : { speed: 2.5, spawning: false, entry: 'keep' };
    case 'raining':
      return { speed: 1, spawning: true, entry: 'fresh' };
    default:
      return { speed: 1, spawning: false, entry: 'keep' };
  }
}
