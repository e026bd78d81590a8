import { drawMessage, pickFromDigest, toHex } from '../../domain/fairness/fair-pick';

export interface VerifyInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  weights: readonly number[];
}

/**
 * Recomputes a past draw in the browser with WebCrypto, from the revealed seed, the client seed, the
 * nonce and the published weights, with no call to our server. Also returns the commitment, so the
 * page can compare it with the hash shown before the draw.
 */
export async function verifyDraw(input: VerifyInput): Promise<{ prizeIndex: number; digestHex: string; serverSeedHash: string }> {
  const text = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', text.encode(input.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const digestAt = async (cursor: number) =>
    new Uint8Array(await crypto.subtle.sign('HMAC', key, text.encode(drawMessage(input.clientSeed, input.nonce, cursor))));
  const first = await digestAt(0);
  let digest = first;
  let prizeIndex = pickFromDigest(digest, input.weights);
  for (let cursor = 1; prizeIndex === null; cursor++) {
    digest = await digestAt(cursor);
    prizeIndex = pickFromDigest(digest, input.weights);
  }
  const serverSeedHash = toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', text.encode(input.serverSeed))));
  return { prizeIndex, digestHex: toHex(first), serverSeedHash };
}
