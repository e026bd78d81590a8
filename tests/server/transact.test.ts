// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { isRetryable, transact } from '../../server/db/transact.ts';

/** A stand-in database whose transactions fail with the given codes, then succeed. */
function failing(codes: string[]) {
  let calls = 0;
  const db = {
    transaction: async <T>(fn: (tx: unknown) => Promise<T>) => {
      calls += 1;
      const code = codes.shift();
      if (code) throw Object.assign(new Error('driver error'), { cause: { code } });
      return fn(db);
    },
  };
  return { db: db as unknown as Db, calls: () => calls };
}

describe('transact', () => {
  it('runs a transaction again after a deadlock or a serialisation failure', async () => {
    const f = failing(['40P01', '40001']);
    expect(await transact(f.db, async () => 'done')).toBe('done');
    expect(f.calls()).toBe(3);
  });

  it('gives up after five tries, and never retries other errors', async () => {
    const stuck = failing(['40P01', '40P01', '40P01', '40P01', '40P01', '40P01']);
    await expect(transact(stuck.db, async () => 'done')).rejects.toThrow('driver error');
    expect(stuck.calls()).toBe(5);
    const unique = failing(['23505']);
    await expect(transact(unique.db, async () => 'done')).rejects.toThrow('driver error');
    expect(unique.calls()).toBe(1);
    expect(isRetryable({ code: '40001' })).toBe(true);
    expect(isRetryable(new Error('x'))).toBe(false);
  });
});
