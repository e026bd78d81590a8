// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DrawPool } from '../../server/captcha/draw-pool.ts';
import type { PuzzleInput } from '../../server/captcha/draw-puzzle.ts';
import { puzzleStock } from '../../server/captcha/puzzle-stock.ts';
import { captchaGeometry as g } from '../../domain/contracts/captcha-types.ts';

/** A pool whose draws finish when the test says: `finish(i)` or `fail(i)` settles the i-th draw. */
function fakePool() {
  const draws: { input: PuzzleInput; resolve: (n: number) => void; reject: (e: Error) => void }[] = [];
  let closed = false;
  const pool: DrawPool = {
    draw: (input) =>
      new Promise<number>((resolve, reject) => draws.push({ input, resolve, reject })).then((n) => ({ background: `bg${n}`, piece: `piece${n}` })),
    close: async () => {
      closed = true;
      for (const d of draws) d.reject(new Error('closed'));
    },
  };
  return {
    pool,
    draws,
    finish: (i: number) => draws[i]?.resolve(i),
    fail: (i: number) => draws[i]?.reject(new Error('thread died')),
    isClosed: () => closed,
  };
}
/** Lets settled draws reach the stock (a turn of the loop, no waiting for a time). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('puzzle stock', () => {
  it('draws the stock ahead and hands each puzzle out once, refilling as it goes', async () => {
    const f = fakePool();
    const stock = puzzleStock(f.pool, 3);
    const first = stock.take();
    // One for the request, three for the stock.
    expect(f.draws).toHaveLength(4);
    for (const d of f.draws) {
      expect(d.input.gapX).toBeGreaterThanOrEqual(g.minOffset);
      expect(d.input.gapX).toBeLessThanOrEqual(g.maxOffset);
      expect(d.input.pieceY).toBeGreaterThanOrEqual(g.minTop);
      expect(d.input.pieceY).toBeLessThanOrEqual(g.maxTop);
    }
    [0, 1, 2, 3].forEach(f.finish);
    expect(await first).toMatchObject({ background: 'bg0', piece: 'piece0', gapX: f.draws[0]?.input.gapX, pieceY: f.draws[0]?.input.pieceY });
    await settle();

    // Ready ones come at once, each taken one replaced by a new draw.
    const handed = [await stock.take(), await stock.take(), await stock.take()];
    expect(handed.map((p) => p.background)).toEqual(['bg1', 'bg2', 'bg3']);
    expect(f.draws).toHaveLength(7);

    // With the stock empty, a request gets the next draw that finishes, not one drawn twice.
    const next = stock.take();
    f.finish(5);
    expect((await next).background).toBe('bg5');
    await stock.close();
  });

  it('fails the oldest waiting request when a draw fails, instead of leaving it waiting', async () => {
    const f = fakePool();
    const stock = puzzleStock(f.pool, 0);
    const a = stock.take();
    const b = stock.take();
    f.fail(0);
    await expect(a).rejects.toThrow('thread died');
    f.finish(1);
    expect((await b).background).toBe('bg1');
    await stock.close();
  });

  it('closes its pool, failing requests still waiting and refusing new ones', async () => {
    const f = fakePool();
    const stock = puzzleStock(f.pool, 2);
    const waiting = stock.take();
    await stock.close();
    expect(f.isClosed()).toBe(true);
    await expect(waiting).rejects.toThrow('closed');
    await expect(stock.take()).rejects.toThrow('closed');
  });
});
