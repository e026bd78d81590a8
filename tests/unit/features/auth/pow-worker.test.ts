import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PowReply } from '../../../../src/features/auth/captcha-pow/pow-messages';
import { issuePow, powSolved } from '../../../../server/captcha/pow';

/*
 * The captcha's proof-of-work worker, run in Node (WebCrypto is global there as in a worker): it must
 * solve a challenge the server issues, with the browser's PBKDF2, into a solution the server accepts.
 */

/** Loads the worker module into a fake worker scope and hands it one challenge. */
async function runWorker(challenge: unknown): Promise<PowReply> {
  vi.resetModules();
  const replies: PowReply[] = [];
  const scope = { onmessage: null as ((e: { data: unknown }) => void) | null, postMessage: (r: PowReply) => replies.push(r) };
  vi.stubGlobal('self', scope);
  await import('../../../../src/features/auth/captcha-pow/pow-worker');
  scope.onmessage?.({ data: { challenge } });
  await vi.waitFor(() => expect(replies).toHaveLength(1), { timeout: 30_000 });
  return replies[0]!;
}

afterEach(() => vi.unstubAllGlobals());

describe('captcha proof-of-work worker', () => {
  it('solves a server-issued slider challenge into a solution the server verifies', async () => {
    // A low cost: the test checks agreement between browser and server, not the difficulty.
    const issued = await issuePow('slider', 10, new Date(Date.now() + 60_000));
    const reply = await runWorker(issued.challenge);
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    expect(reply.solution.counter).toBe(issued.counter);
    expect(reply.solution.derivedKey).toMatch(/^[0-9a-f]{64}$/);
    expect(await powSolved(issued.challenge, issued.secret, reply.solution)).toBe(true);
  });

  it('answers an error, not a hang, for a challenge it cannot use', async () => {
    const reply = await runWorker({ parameters: { algorithm: 'MD5', nonce: '00', salt: '00', cost: 1, keyLength: 32, keyPrefix: 'ab' } });
    expect(reply.ok).toBe(false);
  });
});
