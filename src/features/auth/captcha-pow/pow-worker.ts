import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { PowReply, PowRequest } from './pow-messages';

/*
 * Solves the captcha's proof of work off the main thread, so the puzzle and the handle stay smooth
 * while the browser derives keys. One job per worker: the page terminates the worker to abort it.
 */
// The project's lib is DOM (the webworker lib clashes with it in one program): the few members used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PowRequest>) => void) | null;
  postMessage(reply: PowReply): void;
};

const answer = (reply: PowReply) => scope.postMessage(reply);

scope.onmessage = (event: MessageEvent<PowRequest>) => {
  const started = performance.now();
  solveChallenge({ challenge: event.data.challenge, deriveKey })
    .then((solution) =>
      answer(
        solution
          ? { ok: true, solution: { counter: solution.counter, derivedKey: solution.derivedKey }, ms: performance.now() - started }
          : { ok: false, error: 'timeout' },
      ),
    )
    .catch((error: unknown) => answer({ ok: false, error: error instanceof Error ? error.message : String(error) }));
};
