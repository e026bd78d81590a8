// @vitest-environment node
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawPool } from '../../server/captcha/draw-pool.ts';
import { defaultPoolSize } from '../../server/config/settings-of.ts';
import { drawPuzzle } from '../../server/captcha/draw-puzzle.ts';
import { captchas } from '../../server/db/schema/index.ts';
import { bearer, call, startWithDemo, type TestApp, type Token } from './test-app.ts';

let t: TestApp;
let demo: Token;
beforeAll(async () => {
  ({ t, demo } = await startWithDemo());
});
afterAll(() => t.close());

type Puzzle = { key: string; data: string; piece: string };
const puzzle = (i: number) => call<Puzzle>(t.app, { method: 'GET', url: '/api/auth/captcha', remoteAddress: `10.25.0.${i}` });

describe('captcha puzzles off the event loop', () => {
  // What the drawing leaves of the event loop is a figure, not a test: npm run bench:event-loop.
  it('answers /auth/me among 20 puzzles asked for at once, each its own, storing only the 21 handed out', async () => {
    expect((await puzzle(0)).status).toBe(200);
    const [me, ...puzzles] = await Promise.all([
      call<{ name?: string }>(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(demo) }),
      ...Array.from({ length: 20 }, (_, i) => puzzle(i + 1)),
    ]);
    expect(me.status).toBe(200);
    expect(puzzles.map((p) => p.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(puzzles.map((p) => p.body.data)).size).toBe(20);
    // Puzzles drawn ahead for the next requests are not in the database: only the 21 handed out.
    const [stored] = await t.database.db.select({ n: count() }).from(captchas).where(like(captchas.address, '10.25.0.%'));
    expect(stored?.n).toBe(21);
  });

  it('draws on a thread the very pictures the drawing code gives on the loop', async () => {
    const pool = drawPool(1);
    const input = { gapX: 123, pieceY: 45, seed: 2025 };
    expect(await pool.draw(input)).toEqual(drawPuzzle(input));
    await expect(pool.draw({ gapX: 300, pieceY: 0, seed: 1 })).rejects.toThrow('Puzzle piece out of bounds');
    await pool.close();
    await expect(pool.draw(input)).rejects.toThrow('closed');
  });
});

describe('the drawing threads of a process', () => {
  it('take the cores left beside the event loop, shared among the processes of start:cluster, unless set outright', () => {
    expect(defaultPoolSize({}, 2)).toBe(2);
    expect(defaultPoolSize({}, 16)).toBe(2);
    expect(defaultPoolSize({}, 1)).toBe(1);
    expect(defaultPoolSize({ LOBBY_WORKERS: '2' }, 2)).toBe(1);
    expect(defaultPoolSize({ LOBBY_WORKERS: '4' }, 2)).toBe(1);
    expect(defaultPoolSize({ LOBBY_WORKERS: '4' }, 8)).toBe(2);
    expect(defaultPoolSize({ LOBBY_WORKERS: '3' }, 8)).toBe(2);
    expect(defaultPoolSize({ LOBBY_WORKERS: '4', CAPTCHA_THREADS: '3' }, 2)).toBe(3);
    expect(() => defaultPoolSize({ CAPTCHA_THREADS: 'many' }, 2)).toThrow('CAPTCHA_THREADS=many is not understood: set a whole number from 1 to 64, or leave it unset (2).');
  });
});
