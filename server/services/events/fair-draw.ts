import { createHash, createHmac, randomBytes } from 'node:crypto';
import { drawMessage, pickFromDigest, toHex } from '../../../domain/fairness/fair-pick.ts';

export interface DrawInput {
  /** 64 lowercase hex characters, used as text: its UTF-8 bytes are the HMAC key. */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  weights: readonly number[];
}

export interface DrawResult {
  prizeIndex: number;
  /** The cursor-0 digest, lowercase hex (what the published vectors list). */
  digestHex: string;
}

/** A new server seed: 32 random bytes as 64 lowercase hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment shown before play: lowercase hex SHA-256 of the seed's UTF-8 bytes. */
export function commitmentOf(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

function digestAt(input: DrawInput, cursor: number): Uint8Array {
  return createHmac('sha256', Buffer.from(input.serverSeed, 'utf8')).update(drawMessage(input.clientSeed, input.nonce, cursor), 'utf8').digest();
}

/**
 * One draw of the commit–reveal scheme (docs/product.md §10.3): HMAC-SHA256(server seed, `client:nonce:cursor`) read
 * by rejection sampling, the cursor moving to the next digest only when all four words are skipped.
 */
export function drawPrize(input: DrawInput): DrawResult {
  const first = digestAt(input, 0);
  let digest = first;
  for (let cursor = 0; ; ) {
    const prizeIndex = pickFromDigest(digest, input.weights);
    if (prizeIndex !== null) return { prizeIndex, digestHex: toHex(first) };
    digest = digestAt(input, ++cursor);
  }
}
