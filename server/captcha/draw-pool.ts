import { Worker } from 'node:worker_threads';
import type { PuzzleImages, PuzzleInput } from './draw-puzzle.ts';

/** Draws puzzles on worker threads (draw-worker.mjs), first come first served. */
export interface DrawPool {
  draw(input: PuzzleInput): Promise<PuzzleImages>;
  /** Ends the threads; draws still waiting or under way fail. */
  close(): Promise<void>;
}

type Reply = { id: number; images?: PuzzleImages; error?: string };
type Job = { id: number; input: PuzzleInput; resolve: (images: PuzzleImages) => void; reject: (error: Error) => void };
type Thread = { worker: Worker; job: Job | null; answered: boolean };

/**
 * A pool of `size` threads (`CAPTCHA_THREADS` or the cores' share, server/config/server-env.ts),
 * started on the first draw (a test app that never draws starts none).
 */
export function drawPool(size: number): DrawPool {
  const threads: Thread[] = [];
  const queue: Job[] = [];
  let nextId = 0;
  let closed = false;

  function start(): Thread {
    const worker = new Worker(new URL('./draw-worker.mjs', import.meta.url));
    const thread: Thread = { worker, job: null, answered: false };
    // An idle thread must not keep a finished process alive; a busy one must, or the caller
    // awaiting its picture could see the process end under it (as server/services/uploads/upload-body.ts does).
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const job = thread.job;
      thread.job = null;
      thread.answered = true;
      if (job && job.id === reply.id) {
        if (reply.images) job.resolve(reply.images);
        else job.reject(new Error(`captcha draw failed: ${reply.error ?? 'no picture'}`));
      }
      next(thread);
    });
    const lost = (error: Error) => {
      const at = threads.indexOf(thread);
      if (at < 0) return;
      threads.splice(at, 1);
      thread.job?.reject(error);
      thread.job = null;
      // A thread that never drew (its script failed to load) would fail again: the draws waiting
      // fail with it, and the next draw tries anew. One that died later is replaced for them.
      if (!thread.answered) for (const job of queue.splice(0)) job.reject(error);
      else if (!closed && queue.length > 0) next(start());
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`captcha draw thread exited with ${code}`)));
    threads.push(thread);
    return thread;
  }

  function next(thread: Thread): void {
    const job = queue.shift();
    if (!job) {
      thread.worker.unref();
      return;
    }
    thread.job = job;
    thread.worker.ref();
    thread.worker.postMessage({ id: job.id, input: job.input });
  }

  return {
    draw(input) {
      if (closed) return Promise.reject(new Error('captcha draw pool is closed'));
      return new Promise<PuzzleImages>((resolve, reject) => {
        queue.push({ id: (nextId += 1), input, resolve, reject });
        const idle = threads.find((t) => t.job === null) ?? (threads.length < size ? start() : null);
        if (idle) next(idle);
      });
    },
    async close() {
      closed = true;
      const error = new Error('captcha draw pool is closed');
      for (const job of queue.splice(0)) job.reject(error);
      await Promise.all(threads.map((t) => t.worker.terminate()));
    },
  };
}
