// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { statement } from '../../server/db/transact.ts';
import { cachedWalletBalance, noteWalletMoved } from '../../server/services/money/balance-cache.ts';

/** A step the test finishes when it wants. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * An outermost unit (statement() outside a transaction runs `fn` on the handle itself) that notes
 * `memberId` as moved and then waits for `commit`. No database is opened: the cache keys on the
 * handle only.
 */
function unit(db: Db, memberId: number) {
  const commit = deferred();
  const noted = deferred();
  const done = statement(db, async () => {
    noteWalletMoved(memberId);
    noted.resolve();
    await commit.promise;
  });
  return { commit: commit.resolve, noted: noted.promise, done };
}

describe('the wallet balance cache', () => {
  it('keeps a balance until a unit that moved it has ended, and keeps no read made before that end', async () => {
    const db = {} as Db;
    let balance = 100;
    const read = () => cachedWalletBalance(db, 1, async () => balance, true);
    expect(await read()).toBe(100);
    balance = 90; // not through a unit: the cache still answers
    expect(await read()).toBe(100);

    const move = unit(db, 1);
    await move.noted;
    balance = 80;
    // Read before the unit ended: answered, but not kept past the end.
    move.commit();
    await move.done;
    expect(await read()).toBe(80);
    balance = 70;
    expect(await read()).toBe(80);
  });

  it('forgets a move noted by a unit that began before another ended, also after the other ended first', async () => {
    const db = {} as Db;
    let balance = 10;
    const read = () => cachedWalletBalance(db, 2, async () => balance, true);
    expect(await read()).toBe(10);
    const first = unit(db, 3); // moves someone else
    await first.noted;
    const second = unit(db, 2);
    await second.noted;
    first.commit();
    await first.done;
    // The second unit is still open: what is read now predates its commit.
    expect(await read()).toBe(10);
    balance = 5;
    second.commit();
    await second.done;
    expect(await read()).toBe(5);
  });

  it('keeps balances of different databases apart', async () => {
    const a = {} as Db;
    const b = {} as Db;
    expect(await cachedWalletBalance(a, 4, async () => 1, true)).toBe(1);
    expect(await cachedWalletBalance(b, 4, async () => 2, true)).toBe(2);
    const move = unit(b, 4);
    move.commit();
    await move.done;
    expect(await cachedWalletBalance(a, 4, async () => 3, true)).toBe(1);
    expect(await cachedWalletBalance(b, 4, async () => 3, true)).toBe(3);
  });
});
