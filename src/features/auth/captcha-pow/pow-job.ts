import type { PowChallenge, PowSolution } from '../../../api/captcha';
import type { PowReply } from './pow-messages';

/** One proof-of-work being solved in its own worker. */
export interface PowJob {
  /** Resolves with the solution; rejects if the worker fails or the job is aborted. */
  readonly result: Promise<PowSolution>;
  /** True once the solution (or the failure) is in: a check then need not wait. */
  isDone(): boolean;
  /** Stops the work at once (a new puzzle replaced this one, or the dialog closed). */
  abort(): void;
}

/** Thrown into `result` by `abort()`: nobody waits for it, but it must not look like a failure. */
export class PowAborted extends Error {
  constructor() {
    super('aborted');
    this.name = 'PowAborted';
  }
}

/**
 * Starts solving `challenge` in a Web Worker. A worker per job: terminating it is the one abort that
 * also stops a key derivation already under way, and a worker starts in a few milliseconds.
 */
export function startPowJob(challenge: PowChallenge): PowJob {
  const worker = new Worker(new URL('./pow-worker.ts', import.meta.url), { type: 'module', name: 'captcha-pow' });
  let settle: { resolve(s: PowSolution): void; reject(e: Error): void } | null = null;
  const result = new Promise<PowSolution>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const finish = (outcome: PowSolution | Error) => {
    worker.terminate();
    if (!settle) return;
    if (outcome instanceof Error) settle.reject(outcome);
    else settle.resolve(outcome);
    settle = null;
  };
  worker.onmessage = (event: MessageEvent<PowReply>) => finish(event.data.ok ? event.data.solution : new Error(event.data.error));
  worker.onerror = (event) => finish(new Error(event.message || 'worker error'));
  worker.postMessage({ challenge });
  // Whoever aborts has moved on; keep an abandoned rejection from being reported as unhandled.
  result.catch(() => undefined);
  return { result, isDone: () => settle === null, abort: () => finish(new PowAborted()) };
}
