import { randomInt } from 'node:crypto';
import { captchaGeometry as g } from '../../domain/contracts/captcha-types.ts';
import type { DrawPool } from './draw-pool.ts';

/** A drawn puzzle not yet handed out: where its gap is lives only here and in its pictures. */
export interface DrawnPuzzle {
  gapX: number;
  pieceY: number;
  /** Background with the gap, PNG data URL. */
  background: string;
  /** The piece, PNG data URL. */
  piece: string;
}

export interface PuzzleStock {
  /** A puzzle no one has seen: from the stock when one is ready, else the next one drawn. */
  take(): Promise<DrawnPuzzle>;
  /** Draws the stock ahead of the first request (a server that listens; not every test app). */
  warm(): void;
  close(): Promise<void>;
}

type Waiter = { resolve: (puzzle: DrawnPuzzle) => void; reject: (error: Error) => void };

/**
 * Keeps up to `size` puzzles drawn ahead, so a request usually finds one ready. Each is handed
 * out once and then dropped; its answer reaches the database only when it is handed out
 * (services/accounts/captchas.ts), so its expiry counts from then.
 */
export function puzzleStock(pool: DrawPool, size = 4): PuzzleStock {
  const ready: DrawnPuzzle[] = [];
  const waiters: Waiter[] = [];
  let drawing = 0;
  let closed = false;

  async function drawOne(): Promise<void> {
    drawing += 1;
    const gapX = randomInt(g.minOffset, g.maxOffset + 1);
    const pieceY = randomInt(g.minTop, g.maxTop + 1);
    try {
      // The scene's seed is drawn on its own: two puzzles of one seed must not differ only by the gap.
      const { background, piece } = await pool.draw({ gapX, pieceY, seed: randomInt(0, 2 ** 31) });
      drawing -= 1;
      const puzzle = { gapX, pieceY, background, piece };
      const waiter = waiters.shift();
      if (waiter) waiter.resolve(puzzle);
      else if (!closed) ready.push(puzzle);
    } catch (error) {
      drawing -= 1;
      // The oldest request gets the failure (a 500) rather than waiting for a draw that never comes.
      waiters.shift()?.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Enough draws under way for every waiting request plus a full stock. */
  function topUp(): void {
    while (!closed && ready.length + drawing < size + waiters.length) void drawOne();
  }

  return {
    take() {
      if (closed) return Promise.reject(new Error('captcha puzzle stock is closed'));
      const puzzle = ready.shift();
      const taken = puzzle ? Promise.resolve(puzzle) : new Promise<DrawnPuzzle>((resolve, reject) => waiters.push({ resolve, reject }));
      topUp();
      return taken;
    },
    warm: topUp,
    async close() {
      closed = true;
      ready.length = 0;
      await pool.close();
    },
  };
}
