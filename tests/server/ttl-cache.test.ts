// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../server/services/caches/ttl-cache.ts';

/** A load the test finishes when it wants, to put an invalidation in the middle of it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('TtlCache', () => {
  it('keeps a value for its lifetime, then loads again', async () => {
    let now = 0;
    const cache = new TtlCache<string>(1000, () => now);
    let loads = 0;
    const load = async () => `v${(loads += 1)}`;
    expect(await cache.get('k', load)).toBe('v1');
    now = 999;
    expect(await cache.get('k', load)).toBe('v1');
    now = 1000;
    expect(await cache.get('k', load)).toBe('v2');
  });

  it.each([
    ['delete', (cache: TtlCache<string>) => cache.delete('k')],
    ['clear', (cache: TtlCache<string>) => cache.clear()],
    ['deleteWhere', (cache: TtlCache<string>) => cache.deleteWhere(() => true)],
  ])('does not keep what a load read when %s came while it was under way (the read may predate the write)', async (_name, invalidate) => {
    const cache = new TtlCache<string>(60_000, () => 0);
    const before = deferred<string>();
    const first = cache.get('k', () => before.promise);
    invalidate(cache);
    before.resolve('old');
    // Its own callers still get what it read; nobody after them does.
    expect(await first).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
    expect(await cache.get('k', async () => 'newer')).toBe('new');
  });

  it('lets a deleted load not remove the load that replaced it', async () => {
    const cache = new TtlCache<string>(60_000, () => 0);
    const old = deferred<string>();
    const fresh = deferred<string>();
    const first = cache.get('k', () => old.promise);
    cache.delete('k');
    const second = cache.get('k', () => fresh.promise);
    old.resolve('old');
    await first;
    // The second load is still the one under way: a third caller joins it instead of loading again.
    const third = cache.get('k', async () => 'third');
    fresh.resolve('fresh');
    expect(await second).toBe('fresh');
    expect(await third).toBe('fresh');
  });
});
