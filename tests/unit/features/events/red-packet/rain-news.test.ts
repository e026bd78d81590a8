import { describe, expect, it } from 'vitest';
import { initialRain, rainReducer, type RainEvent, type RainState } from '../../../../../src/canvas/scenes/red-packet/red-packet-machine';
import { rainNews, type RainNews } from '../../../../../src/features/events/red-packet/rain-news';

/** Runs the round's machine through `events`, collecting what each step is worth saying. */
function newsOf(events: RainEvent[]): RainNews[] {
  let state: RainState = rainReducer(initialRain, { type: 'configure', roundSeconds: 15, maxOpen: 3 });
  const said: RainNews[] = [];
  for (const event of events) {
    const next = rainReducer(state, event);
    const news = rainNews(next, state);
    if (news) said.push(news);
    state = next;
  }
  return said;
}

const start: RainEvent = { type: 'start', at: 0, key: 'k' };

describe('rainNews', () => {
  it('says the countdown once (not each second), the rain, each packet, the end and the reset', () => {
    const said = newsOf([start, { type: 'tick', at: 200 }, { type: 'tick', at: 1200 }, { type: 'tick', at: 2200 }, { type: 'tick', at: 3000 }, { type: 'open' }, { type: 'tick', at: 3200 }, { type: 'open' }, { type: 'collect' }, { type: 'submitted' }, { type: 'reset' }]);
    expect(said).toEqual([
      { kind: 'countdown', seconds: 3 },
      { kind: 'raining', seconds: 15, max: 3 },
      { kind: 'caught', count: 1, max: 3 },
      { kind: 'caught', count: 2, max: 3 },
      { kind: 'over', count: 2 },
      { kind: 'cleared' },
    ]);
  });

  it('says the cap reached as the end of the round, with its count', () => {
    const said = newsOf([start, { type: 'tick', at: 3000 }, { type: 'open' }, { type: 'open' }, { type: 'open' }, { type: 'open' }]);
    expect(said.slice(-2)).toEqual([
      { kind: 'caught', count: 2, max: 3 },
      { kind: 'over', count: 3 },
    ]);
  });

  it('says the time up as the end, and a retried claim or a press after the end not at all', () => {
    const said = newsOf([start, { type: 'tick', at: 3000 }, { type: 'tick', at: 18_000 }, { type: 'open' }, { type: 'failed' }, { type: 'retry' }, { type: 'failed' }, { type: 'reset' }]);
    expect(said).toEqual([{ kind: 'countdown', seconds: 3 }, { kind: 'raining', seconds: 15, max: 3 }, { kind: 'over', count: 0 }, { kind: 'cleared' }]);
  });
});
