import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

// The lobby's CSP refuses eval: the browser's zod (src/lib/zod-jitless.ts, aliased for 'zod' in the
// build) must never try `new Function`, which Chromium reports as a CSP issue even when caught.
it('makes and parses object schemas without probing for eval', async () => {
  let probes = 0;
  vi.stubGlobal(
    'Function',
    new Proxy(Function, {
      construct(target, args: unknown[]) {
        probes += 1;
        return Reflect.construct(target, args) as object;
      },
    }),
  );
  const { z, config } = await import('../../../src/lib/zod-jitless');
  expect(config().jitless).toBe(true);
  const schema = z.object({ name: z.string(), n: z.number().int() });
  expect(schema.parse({ name: 'a', n: 1 })).toEqual({ name: 'a', n: 1 });
  expect(schema.safeParse({ name: 1 }).success).toBe(false);
  expect(probes).toBe(0);
});
