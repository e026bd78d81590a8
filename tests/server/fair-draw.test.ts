// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf, drawPrize, newServerSeed } from '../../server/services/events/fair-draw.ts';
import { pickFromDigest, totalWeight } from '../../domain/fairness/fair-pick.ts';
import { chiSquare, chiSquareLimit } from './chi-square.ts';
import vectors from '../fixtures/fairness-vectors.json' with { type: 'json' };

describe('the provably fair draw', () => {
  it('reproduces every published vector: commitment, cursor-0 digest and prize', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(20);
    for (const v of vectors) {
      const input = { serverSeed: v.server_seed, clientSeed: v.client_seed, nonce: v.nonce, weights: v.weights };
      expect(commitmentOf(v.server_seed), v.server_seed).toBe(v.server_seed_hash);
      expect(drawPrize(input), `${v.server_seed}:${v.nonce}`).toEqual({ prizeIndex: v.prize_index, digestHex: v.digest_hex });
    }
  });

  it('skips a word at or above the last multiple of the total, and one vector proves it', () => {
    const skipping = vectors.find((v) => v.words_skipped > 0)!;
    expect(totalWeight(skipping.weights)).toBe(3n * 2n ** 54n);
    // Read without skipping, the first word would have picked a prize; the published one comes from the second.
    const digest = Uint8Array.from(Buffer.from(skipping.digest_hex, 'hex'));
    const first = new DataView(digest.buffer).getBigUint64(0);
    expect(first >= 2n ** 64n - (2n ** 64n % (3n * 2n ** 54n))).toBe(true);
    expect(pickFromDigest(digest, skipping.weights)).toBe(skipping.prize_index);
  });

  it('moves the cursor on when all four words of a digest are skipped', () => {
    // A digest of 0xff bytes is at or above every limit whose total does not divide 2^64.
    const all = new Uint8Array(32).fill(0xff);
    expect(pickFromDigest(all, [2 ** 53 - 1, 2 ** 53 - 1, 2 ** 53 - 1])).toBeNull();
    expect(pickFromDigest(new Uint8Array(32), [3, 1])).toBe(0);
  });

  it('makes new server seeds of 64 lowercase hex characters', () => {
    expect(newServerSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(newServerSeed());
  });

  it('refuses weights that are not positive safe integers', () => {
    for (const weights of [[], [0], [-1, 2], [1.5], [2 ** 53]]) expect(() => totalWeight(weights), String(weights)).toThrow(RangeError);
  });

  it('matches the weights over 100,000 draws (chi-square at 1 %)', () => {
    const weights = [5, 10, 20, 30, 100, 200, 300, 335];
    const draws = 100_000;
    const seen = new Array<number>(weights.length).fill(0);
    // A fixed seed keeps the test's outcome the same on every run; a random one would fail 1 % of runs.
    const serverSeed = createHash('sha256').update('chi-square').digest('hex');
    for (let nonce = 0; nonce < draws; nonce++) seen[drawPrize({ serverSeed, clientSeed: 'chi', nonce, weights }).prizeIndex]! += 1;
    // 7 degrees of freedom: 18.475 is exceeded by chance 1 % of the time.
    expect(chiSquareLimit(weights.length)).toBe(18.475);
    expect(chiSquare(seen, weights)).toBeLessThan(18.475);
  });
});
