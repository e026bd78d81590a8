/**
 * The provably fair pick (docs/product.md §10.3), shared by the server (node:crypto) and the lobby's verifier
 * (WebCrypto): both compute the HMAC digests their own way and read them here. A digest is four
 * 64-bit big-endian words; a word at or above the largest multiple of the weights' total below 2^64
 * is skipped, so `word mod total` has no modulo bias.
 */
const TWO_64 = 1n << 64n;

/** The total of the published weights; each must be a positive safe integer. */
export function totalWeight(weights: readonly number[]): bigint {
  if (weights.length === 0) throw new RangeError('no weights');
  return weights.reduce((sum, w) => {
    if (!Number.isSafeInteger(w) || w <= 0) throw new RangeError(`weight ${w} is not a positive integer`);
    return sum + BigInt(w);
  }, 0n);
}

/** The HMAC message of one digest: `client_seed:nonce:cursor`, decimal integers. */
export function drawMessage(clientSeed: string, nonce: number, cursor: number): string {
  return `${clientSeed}:${nonce}:${cursor}`;
}

/** The prize of `r` (0 ≤ r < total): the first index whose running sum of weights exceeds r. */
export function indexFor(r: bigint, weights: readonly number[]): number {
  let sum = 0n;
  for (const [i, w] of weights.entries()) {
    sum += BigInt(w);
    if (sum > r) return i;
  }
  throw new RangeError(`r ${r} is not below the total`);
}

/** The prize a digest gives, or null when all four of its words are skipped (then the cursor moves on). */
export function pickFromDigest(digest: Uint8Array, weights: readonly number[]): number | null {
  if (digest.length !== 32) throw new RangeError('a SHA-256 digest has 32 bytes');
  const total = totalWeight(weights);
  const limit = TWO_64 - (TWO_64 % total);
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  for (let i = 0; i < 4; i++) {
    const word = view.getBigUint64(i * 8, false);
    if (word < limit) return indexFor(word % total, weights);
  }
  return null;
}

/** Lowercase hex of bytes, as digests and commitments are published. */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
