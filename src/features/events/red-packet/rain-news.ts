import { COUNTDOWN_MS } from '../../../../domain/red-packet-round/round-model';
import type { RainState } from '../../../canvas/scenes/red-packet/red-packet-machine';

/**
 * What a change of the rain's round is worth saying to someone who cannot see the stage: its start
 * (the countdown), the moment it rains, each catch (the page coalesces a burst), and its end. The
 * countdown's seconds are not said one by one: the start says how long it is. docs/product.md §10.10.
 */
export type RainNews =
  | { kind: 'countdown'; seconds: number }
  | { kind: 'raining'; seconds: number; max: number }
  | { kind: 'caught'; count: number; max: number }
  | { kind: 'over'; count: number }
  | { kind: 'cleared' };

type Round = Pick<RainState, 'phase' | 'opened' | 'maxOpen' | 'roundSeconds'>;

/** The news in going from `previous` to `state`, or null when there is nothing new to say. */
export function rainNews(state: Round, previous: Round): RainNews | null {
  if (state.phase !== previous.phase) {
    switch (state.phase) {
      case 'countdown':
        return { kind: 'countdown', seconds: COUNTDOWN_MS / 1000 };
      case 'raining':
        return { kind: 'raining', seconds: state.roundSeconds, max: state.maxOpen };
      case 'submitting':
        // A retry after a failed claim is not a second end of the round.
        return previous.phase === 'raining' ? { kind: 'over', count: state.opened } : null;
      case 'ready':
        return { kind: 'cleared' };
      default:
        return null;
    }
  }
  if (state.phase === 'raining' && state.opened > previous.opened) return { kind: 'caught', count: state.opened, max: state.maxOpen };
  return null;
}
