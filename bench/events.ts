// Event scene figures (docs/performance.md): median and p95 frame time of a wheel spin and of a red-packet
// rain round on software WebGL, with and without 4x CPU throttling; the rain with 300 packets (the
// scene alone, bench/events-harness, next to the default 26) and the floors of a bare opaque and a bare
// transparent WebGL canvas, before and after; JS heap before and after 30 rain rounds and 30 wheel spins;
// the Event Timing of each Spin/Start/Collect press, the first as soon as the page takes it.
// Runs the built lobby (dist/, or LOBBY_DIST) through `node scripts/start.mjs` on a throw-away
// database whose bench member may play as often as it likes. Usage: npm run bench:events
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { eventSettings } from '../server/db/schema/index.ts';
import { fundMembers } from '../tests/harness/funded-members.ts';
import { floorLines, frameLine, heapMb, recordFrames } from './frame-stats.ts';
import { rainHarnessFigures } from './events-harness.ts';
import { freePort, waitUp } from '../tests/harness/server-process.ts';

const root = join(import.meta.dirname, '..');
const chromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

/** A member with money and a database where the events allow many plays a day (the bench plays 60+). */
async function prepare(dataDir: string): Promise<string> {
  const setup = await openDatabase({ dataDir });
  const [member] = await fundMembers(setup, { count: 1, centreCents: 100_000, providerCents: 100, prefix: 'benchev' });
  await setup.db.update(eventSettings).set({ dailyChances: 10_000, dailyBudgetCents: 1_000_000_000_00 });
  await setup.close();
  const now = Math.floor(Date.now() / 1000);
  return JSON.stringify({ token_type: 'Bearer', access_token: member!.token, expires_at: now, expires_in: 86_400 });
}

/**
 * Event Timing (input -> handlers -> presented frame) of every press (pointerdown, pointerup, click)
 * in window.__presses, and of every key (the Escape that closes a result) in window.__keys.
 */
const observePresses = `
  window.__presses = [];
  window.__keys = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (['pointerdown', 'pointerup', 'click'].includes(e.name)) window.__presses.push(e.duration);
      if (e.name === 'keydown') window.__keys.push(e.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;
/** The longest press entry since the last read (0 when all were under the 16 ms threshold); clears the list. */
const longestPress = (page: Page) => page.evaluate<number>('Math.max(0, ...window.__presses.splice(0))');
/** The longest key entry since the last read, likewise. */
const longestKey = (page: Page) => page.evaluate<number>('Math.max(0, ...window.__keys.splice(0))');

async function memberPage(browser: Browser, base: string, token: string, route: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.addInitScript(observePresses);
  await page.addInitScript((value) => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('islogin', '1');
    localStorage.setItem('token', value);
  }, token);
  // The live stream (docs/architecture.md §7) never goes quiet, so networkidle would never come: answered 404, which the lobby takes as a server without it.
  await page.route(/\/api\/member\/live(\?|$)/, (r) => r.fulfill({ status: 404, json: { message: 'Not found' } }));
  await page.goto(`${base}/#${route}`);
  return page;
}

async function throttle(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** One spin: frames from the click until the wheel reports its stop; the result dialog closed again. */
async function spin(page: Page, frames = true): Promise<number[]> {
  await page.locator('[data-testid=wheel-spin]:not([disabled])').waitFor({ timeout: 30_000 });
  const stop = frames ? await recordFrames(page) : null;
  await page.getByTestId('wheel-spin').click();
  await page.getByTestId('wheel-result').waitFor({ timeout: 60_000 });
  const deltas = (await stop?.()) ?? [];
  await page.keyboard.press('Escape');
  await page.getByTestId('wheel-result').waitFor({ state: 'detached' });
  return deltas;
}

/** One rain round: 5 s of frames while it rains (when asked), three packets opened, collected, result closed. */
async function rainRound(page: Page, frames = true): Promise<number[]> {
  await page.getByTestId('rain-start').click();
  await page.locator('[data-testid=rain-stage][data-state=raining]').waitFor({ timeout: 30_000 });
  const stop = frames ? await recordFrames(page) : null;
  if (frames) await page.waitForTimeout(5000); // the measuring window itself, not a wait for a condition
  const deltas = (await stop?.()) ?? [];
  for (let i = 0; i < 3; i += 1) await page.getByTestId('rain-stage').press('Space');
  await page.getByTestId('rain-collect').click();
  await page.getByTestId('rain-result').waitFor({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await page.getByTestId('rain-result').waitFor({ state: 'detached' });
  return deltas;
}

async function ready(page: Page, stage: string): Promise<void> {
  await page.locator(`[data-testid=${stage}] canvas`).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

const msList = (xs: number[]) => xs.map((x) => (x ? x.toFixed(0) : '<16')).join(', ');
const pressLine = (presses: number[]) => `Spin/Start presses (Event Timing, longest entry each): ${msList(presses)} ms; budget 100 ms`;
const closeLine = (keys: number[]) => `result closed by Escape (Event Timing of the key): ${msList(keys)} ms`;

async function frameFigures(browser: Browser, base: string, token: string): Promise<void> {
  for (const rate of [1, 4]) {
    // Throttled before the page opens, and the first press as soon as the button takes it: a player
    // does not wait for the page to settle.
    const wheel = await memberPage(browser, base, token, '/zhuanpan');
    await throttle(wheel, rate);
    const spins: number[] = [];
    const wheelPresses: number[] = [];
    const wheelCloses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      spins.push(...(await spin(wheel)));
      wheelPresses.push(await longestPress(wheel));
      wheelCloses.push(await longestKey(wheel));
    }
    console.log(`wheel spin, CPU x${rate}: ${frameLine(spins)} (3 spins, click to stop); ${pressLine(wheelPresses)}; ${closeLine(wheelCloses)}`);
    await wheel.close();

    const rain = await memberPage(browser, base, token, '/Red');
    await throttle(rain, rate);
    await rain.locator('[data-testid=rain-start]:not([disabled])').waitFor({ timeout: 60_000 });
    const rounds: number[] = [];
    const rainPresses: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      rounds.push(...(await rainRound(rain)));
      rainPresses.push(await longestPress(rain));
    }
    console.log(`rain at the default density, CPU x${rate}: ${frameLine(rounds)} (2 rounds, 5 s of rain each); ${pressLine(rainPresses)} (Start and Collect)`);
    await rain.close();
  }
}

async function heapFigures(browser: Browser, base: string, token: string): Promise<void> {
  const rain = await memberPage(browser, base, token, '/Red');
  await ready(rain, 'rain-stage');
  await rainRound(rain, false);
  const rainBefore = await heapMb(rain);
  for (let i = 0; i < 30; i += 1) await rainRound(rain, false);
  const rainAfter = await heapMb(rain);
  console.log(`JS heap, rain: ${rainBefore.toFixed(1)} MB after the first round, ${rainAfter.toFixed(1)} MB after 30 more (${(rainAfter - rainBefore).toFixed(2)} MB)`);
  await rain.close();

  const wheel = await memberPage(browser, base, token, '/zhuanpan');
  await ready(wheel, 'wheel-stage');
  await spin(wheel, false);
  const wheelBefore = await heapMb(wheel);
  for (let i = 0; i < 30; i += 1) await spin(wheel, false);
  const wheelAfter = await heapMb(wheel);
  console.log(`JS heap, wheel: ${wheelBefore.toFixed(1)} MB after the first spin, ${wheelAfter.toFixed(1)} MB after 30 more (${(wheelAfter - wheelBefore).toFixed(2)} MB)`);
  await wheel.close();
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-events-'));
const token = await prepare(dataDir);
const port = await freePort();
const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
let browser: Browser | null = null;
try {
  const base = `http://127.0.0.1:${port}`;
  await waitUp(`${base}/api/health`, server);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  // The floors first and last: the machine is shared, so each figure has a floor taken near it.
  console.log((await floorLines(browser, 720, 440)).line);
  await frameFigures(browser, base, token);
  await rainHarnessFigures(browser, [26, 300]);
  console.log((await floorLines(browser, 720, 440)).line);
  await heapFigures(browser, base, token);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
