// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { verifyDraw } from '../../../src/lib/fair-verify';
import vectors from '../../fixtures/fairness-vectors.json' with { type: 'json' };

describe('the in-browser verifier (WebCrypto)', () => {
  it('recomputes every published vector without the server', async () => {
    for (const v of vectors) {
      const result = await verifyDraw({ serverSeed: v.server_seed, clientSeed: v.client_seed, nonce: v.nonce, weights: v.weights });
      expect(result, `${v.server_seed}:${v.nonce}`).toEqual({ prizeIndex: v.prize_index, digestHex: v.digest_hex, serverSeedHash: v.server_seed_hash });
    }
  });

  it('gives another prize or digest when any input changes', async () => {
    const v = vectors[0]!;
    const base = { serverSeed: v.server_seed, clientSeed: v.client_seed, nonce: v.nonce, weights: v.weights };
    const changed = await Promise.all([
      verifyDraw({ ...base, nonce: v.nonce + 1 }),
      verifyDraw({ ...base, clientSeed: `${v.client_seed}x` }),
      verifyDraw({ ...base, serverSeed: v.server_seed.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }),
    ]);
    for (const result of changed) expect(result.digestHex).not.toBe(v.digest_hex);
  });
});
