// The in-app visit the memory benchmarks repeat: home (the showcase stage scrolled into view and
// ready) then /Live (the stage unmounted), by hash changes in one page.
import type { Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, swiftshaderArgs } from './member-browser.ts';
import { startLobby, stop } from '../tests/harness/server-process.ts';

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
  const { fundMembers } = await import('../tests/harness/funded-members.ts');
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

/**
 * The lobby on a throw-away database and a blank 1366x768 page of it on software WebGL, signed in
 * when the command line says `--member` (member queries, header balance), else a visitor's.
 * `close` ends the browser and the server and removes the database.
 */
export async function tripPage(name: string): Promise<{ page: Page; base: string; member: boolean; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const session = process.argv.includes('--member') ? await prepareMember(dataDir) : null;
  const { base, server } = await startLobby(dataDir);
  const browser = await launchChromium(swiftshaderArgs);
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  if (session) await signIn(page, session);
  const close = async () => {
    await browser.close();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { page, base, member: session !== null, close };
}
