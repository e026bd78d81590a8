import { randomBytes, randomInt } from 'node:crypto';
import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { captchaPow } from '../../domain/contracts/captcha-types.ts';
import type { CaptchaPowChallenge } from '../../domain/contracts/replies/accounts.ts';
import type { CaptchaPowSolution } from '../../domain/contracts/captcha.ts';

/** A challenge for one key, what the row keeps of it, and the counter that solves it. */
export interface IssuedPow {
  challenge: CaptchaPowChallenge;
  /** Both signing secrets of this challenge, joined: random per key, stored with it. */
  secret: string;
  counter: number;
}

const secretsOf = (secret: string) => {
  const [hmacSignatureSecret, hmacKeySignatureSecret] = secret.split('.');
  return { hmacSignatureSecret: hmacSignatureSecret!, hmacKeySignatureSecret: hmacKeySignatureSecret! };
};

/**
 * A deterministic-mode ALTCHA challenge (one PBKDF2 on the server): the browser must try every
 * counter from 0 up to the one drawn here, so the work is known in advance; a plain key (no
 * picture to solve) draws from the harder range. The secrets are this key's own, so a solution
 * found for one key verifies against no other, and any process that reads the row can verify it.
 */
export async function issuePow(kind: 'slider' | 'plain', cost: number, expiresAt: Date): Promise<IssuedPow> {
  const counter = kind === 'plain' ? randomInt(captchaPow.plainCounterMin, captchaPow.plainCounterMax + 1) : randomInt(captchaPow.counterMin, captchaPow.counterMax + 1);
  const secret = `${randomBytes(24).toString('base64url')}.${randomBytes(24).toString('base64url')}`;
  const challenge = await createChallenge({ algorithm: captchaPow.algorithm, cost, counter, deriveKey, expiresAt, ...secretsOf(secret) });
  if (!challenge.signature) throw new Error('altcha-lib returned an unsigned challenge');
  return { challenge: { parameters: challenge.parameters, signature: challenge.signature }, secret, counter };
}

/**
 * Whether `solution` solves the stored challenge: the key-signature fast path (two HMACs, no
 * PBKDF2), against the row's own copy and secrets, never anything the client sent but the solution.
 */
export async function powSolved(challenge: CaptchaPowChallenge, secret: string, solution: CaptchaPowSolution | undefined): Promise<boolean> {
  if (!solution) return false;
  const result = await verifySolution({ challenge, solution, deriveKey, ...secretsOf(secret) });
  return result.verified;
}

/** The solution for a known counter, with one derivation (the dev endpoint's answer). */
export async function powSolutionAt(challenge: CaptchaPowChallenge, counter: number): Promise<CaptchaPowSolution> {
  const found = await solveChallenge({ challenge, deriveKey, counterStart: counter, timeout: 10_000 });
  if (!found) throw new Error('the stored counter does not solve its challenge');
  return { counter: found.counter, derivedKey: found.derivedKey };
}
