import { followMoneyMoves } from '../../../src/lib/money-moves';

const stops: (() => void)[] = [];

/** Follows the money-moved signs, remembered so `stopFollowing` ends them after each test. */
export function follow(listener: () => void): () => void {
  const stop = followMoneyMoves(listener);
  stops.push(stop);
  return stop;
}

/** Ends `stop` with the followers after the test. */
export function untilTestEnds(stop: () => void): void {
  stops.push(stop);
}

export function stopFollowing(): void {
  stops.splice(0).forEach((stop) => stop());
}
