import { verifyDraw } from '../../../lib/fair-verify';
import type { VerifyFormValues } from './verify-form-schema';

/** What the page shows of a recomputed draw. */
export interface VerifyOutcome {
  digestHex: string;
  prizeIndex: number;
  weights: number[];
  serverSeedHash: string;
  /** 'none' when no commitment was given to compare. */
  commitment: 'match' | 'mismatch' | 'none';
}

/** Recomputes the draw in this browser (WebCrypto, no call to our server) and compares the commitment. */
export async function runVerify(values: VerifyFormValues): Promise<VerifyOutcome> {
  const { prizeIndex, digestHex, serverSeedHash } = await verifyDraw({
    serverSeed: values.seed,
    clientSeed: values.client,
    nonce: values.nonce,
    weights: values.weights,
  });
  const commitment = values.hash === undefined ? 'none' : values.hash === serverSeedHash ? 'match' : 'mismatch';
  return { digestHex, prizeIndex, weights: values.weights, serverSeedHash, commitment };
}
