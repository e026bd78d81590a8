// The in-app visit the memory benchmarks repeat: home (the showcase stage scrolled into view and
// ready) then /Live (the stage unmounted), by hash changes in one page.
import type { Page } from '@playwright/test';

/** Returns `trip(n)`: n home -> /Live round trips in `page` (already on the lobby). */
export function roundTrips(page: Page): (n: number) => Promise<void> {
  const stage = page.getByTestId('showcase-stage');
  const home = async () => {
    await page.evaluate(() => void (window.location.hash = '/'));
    await stage.scrollIntoViewIfNeeded();
    // An element handle lives until disposed: kept, it would hold the detached stage (and its canvas) in the heap.
    await (await page.waitForSelector('[data-testid=showcase-stage][data-phase=ready]', { timeout: 60_000 }))?.dispose();
  };
  const live = async () => {
    await page.evaluate(() => void (window.location.hash = '/Live'));
    await (await page.waitForSelector('[data-testid=showcase-stage]', { state: 'detached' }))?.dispose();
  };
  return async (n) => {
    for (let i = 0; i < n; i += 1) {
      await home();
      await live();
    }
  };
}

/**
 * A signed-in member for the trips (header balance, member queries, the live client): a funded member
 * written into the throw-away database before the server opens it; returns the stored session.
 */
export async function prepareMember(dataDir: string): Promise<string> {
  const { openDatabase } = await import('../server/db/client.ts');
  const { fundMembers } = await import('./funded-members.ts');
  const setup = await openDatabase({ dataDir });
  const [member] = await fundMembers(setup, { count: 1, centreCents: 100_000, providerCents: 100, prefix: 'benchrt' });
  await setup.close();
  return JSON.stringify({ token_type: 'Bearer', access_token: member!.token, expires_at: Math.floor(Date.now() / 1000), expires_in: 86_400 });
}

/** Signs `page` in with `session` before its first load; the live stream is answered 404 (a server without it). */
export async function signIn(page: Page, session: string): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('islogin', '1');
    localStorage.setItem('token', value);
  }, session);
  await page.route(/\/api\/member\/live(\?|$)/, (r) => r.fulfill({ status: 404, json: { message: 'Not found' } }));
}
