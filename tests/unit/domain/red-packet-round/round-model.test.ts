import { describe, expect, it } from 'vitest';
import { packetsEnteredUnder, ROUND_MODEL_VERSION } from '../../../../domain/red-packet-round/round-model';
import { roundPacketsEntered } from '../../../../domain/red-packet-round/round-entered';

describe('the versioned red-packet round model', () => {
  it('caps a round of the current version with the rain the lobby draws', () => {
    for (const seed of [1, 77, 2 ** 31]) {
      expect(packetsEnteredUnder(ROUND_MODEL_VERSION, seed, 4)).toBe(roundPacketsEntered(seed, 4));
    }
    expect(packetsEnteredUnder(ROUND_MODEL_VERSION, 77, 10)).toBeGreaterThan(0);
  });

  it('pays nothing for a round of a version this build does not know', () => {
    expect(packetsEnteredUnder(ROUND_MODEL_VERSION + 1, 77, 10)).toBe(0);
    expect(packetsEnteredUnder(0, 77, 10)).toBe(0);
  });
});
