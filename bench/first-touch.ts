// First touch on the home page's showcase (docs/performance.md: click -> next paint within 100 ms at
// any moment): in a fresh browser per run (software WebGL, 1366x768, no throttling), open home, scroll
// with the wheel until the showcase stage is wholly in view (that starts the canvas), wait N s, click
// the next tab, then a few more tabs every 1.5 s. Reports per click the Event Timing duration (input ->
// handlers -> presented frame) and pointerdown -> the next animation frame, with the stage's phase at
// the press. The figures the first click is judged by are the worst per delay.
// Runs the built lobby (dist/, or LOBBY_DIST) through `node scripts/start.mjs` on a free port.
// Usage: npm run bench:first-touch [-- --runs 5] [--delays 0.5,1,2,4,8] [--later 3]
//        [--trace 4:/tmp/first-touch.json]  (traces the first run at that delay; bench/trace-summary.ts reads it)
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { observeFirstTouch, readTouch, type TouchRecord } from './first-touch-page';
import { startTrace } from './trace-capture';
import { loadAverage, startLobby, stop } from '../tests/harness/server-process';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(flag('runs') ?? 2);
const delays = (flag('delays') ?? '0.5,1,2,4,8').split(',').map(Number);
const later = Number(flag('later') ?? 3);
const [traceDelay, traceFile] = flag('trace')?.split(/:(.*)/s) ?? [];
const tabs = ['slots', 'live', 'fishing', 'lottery', 'sport'] as const;
const LATER_EVERY_MS = 1500;

interface Click {
  /** ms after the stage was wholly in view. */
  at: number;
  /** Event Timing duration of the click; 0 when under the 16 ms threshold (not reported) or no click came. */
  duration: number;
  /** The longest of the press's pointerdown, pointerup and click entries (how INP counts an interaction). */
  interaction: number;
  delay: number;
  handlers: number;
  /** pointerdown -> the next requestAnimationFrame callback. */
  toFrame: number;
  phase: string;
}

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });

/**
 * Wheel notches of 120 px, as a player scrolls, until the stage is wholly in the viewport; resolves
 * with Date.now() after the last one and the page's scroll offset. The notches are counted beforehand: once the stage is in view its
 * canvas starts and the main thread may be busy for seconds, so nothing here may wait on the page then.
 * The pointer stays at the page's left edge, off the showcase: a pointer over it starts the canvas
 * early (use-stage-loader.ts).
 */
async function scrollToStage(page: Page): Promise<{ done: number; y: number }> {
  const below = await page.getByTestId('showcase-stage').evaluate((el) => el.getBoundingClientRect().bottom - innerHeight);
  await page.mouse.move(2, 400);
  for (let i = 0; i < Math.ceil(below / 120); i += 1) {
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(50); // a wheel notch's pace
  }
  const done = Date.now();
  // Where the wheel left the page (it may still be settling for a moment).
  let y = -1;
  for (let now = await page.evaluate<number>('scrollY'); now !== y; now = await page.evaluate<number>('scrollY')) {
    y = now;
    await page.waitForTimeout(30);
  }
  return { done, y };
}

/**
 * Resolves once `condition` (a page expression) holds, polled in the page every 20 ms. Not
 * page.waitForFunction: that evaluates its string with eval, which the lobby's CSP refuses.
 */
const until = (page: Page, condition: string) =>
  page.evaluate(`new Promise((resolve, reject) => {
    const end = performance.now() + 60000;
    const poll = () => (${condition}) ? resolve(true) : performance.now() > end ? reject(new Error('timed out')) : setTimeout(poll, 20);
    poll();
  })`);

type Box = { x: number; y: number; width: number; height: number };

/**
 * Presses and releases on the middle of a tab's button at once, as a mouse does, and reads the
 * click's figures (`before`: presses so far). Raw CDP input: Playwright's mouse waits for each event's handling before the next,
 * so a busy main thread would postpone the press itself instead of making it wait.
 */
async function clickAt(page: Page, cdp: CDPSession, box: Box, before: number): Promise<Click> {
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left' as const, clickCount: 1 };
  await Promise.all([cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at }), cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at })]);
  // The frame after the press, then the click's entry (delivered after its frame is presented).
  await until(page, `${readTouch}.downs.length > ${before} && ${readTouch}.downs.at(-1).frame > 0`);
  await until(page, `${readTouch}.events.some((e) => e.name === 'click' && e.start >= ${readTouch}.downs.at(-1).at) || performance.now() - ${readTouch}.downs.at(-1).frame > 1000`);
  const touch = await page.evaluate<TouchRecord>(readTouch);
  const down = touch.downs.at(-1)!;
  const mine = touch.events.filter((e) => e.start >= down.at - 1 && e.start < down.at + 1000);
  const click = mine.find((e) => e.name === 'click');
  const ready = touch.phases.find((p) => p.phase === 'ready');
  const phase = ready && ready.at <= down.at ? `ready ${((down.at - ready.at) / 1000).toFixed(1)} s` : (touch.phases.filter((p) => p.at <= down.at).at(-1)?.phase ?? '?');
  return { at: down.at, duration: click?.duration ?? 0, interaction: Math.max(0, ...mine.map((e) => e.duration)), delay: click?.delay ?? 0, handlers: click?.handlers ?? 0, toFrame: down.frame - down.at, phase };
}

async function run(browser: Browser, base: string, delayS: number, trace: string | undefined): Promise<{ clicks: Click[]; readyAt: number | null }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeFirstTouch);
    await page.goto(`${base}/#/`, { waitUntil: 'load' });
    await page.locator('[data-testid=banner-carousel] img').first().waitFor();
    await page.waitForLoadState('networkidle');
    const stopTrace = trace ? await startTrace(browser, trace) : null;
    const cdp = await context.newCDPSession(page);
    // Where the tabs will be once scrolled (they keep their place from then on).
    const boxes = await Promise.all(tabs.map(async (tab) => (await page.locator(`#showcase-tab-${tab}`).boundingBox())!));
    const { done, y: by } = await scrollToStage(page);
    await page.waitForTimeout(Math.max(0, done + delayS * 1000 - Date.now()));
    const clicks = [await clickAt(page, cdp, { ...boxes[1]!, y: boxes[1]!.y - by }, 0)];
    if (stopTrace) console.log(`trace: ${await stopTrace()} events in ${trace}`);
    for (let i = 0; i < later; i += 1) {
      await page.waitForTimeout(LATER_EVERY_MS);
      const box = boxes[(i + 2) % tabs.length]!;
      clicks.push(await clickAt(page, cdp, { ...box, y: box.y - by }, clicks.length));
    }
    // Times from the stage wholly in view, as the page saw it.
    const touch = await page.evaluate<TouchRecord>(readTouch);
    const ready = touch.phases.find((p) => p.phase === 'ready');
    return { clicks: clicks.map((c) => ({ ...c, at: c.at - touch.inView })), readyAt: ready ? ready.at - touch.inView : null };
  } finally {
    await context.close();
  }
}

const ms = (x: number) => (x ? x.toFixed(0) : '<16');
const dataDir = mkdtempSync(join(tmpdir(), 'bench-first-touch-'));
const { base, server } = await startLobby(dataDir);
try {
  console.log(`load average before: ${loadAverage()}`);
  console.log('| wait | run | stage at press | 1st click (Event Timing; longest entry of the press) | its input delay / handlers | pointerdown -> next frame | stage ready after view | later clicks, every 1.5 s |');
  console.log('|---|---|---|---|---|---|---|---|');
  const worst = new Map<number, number>();
  const laterAll: number[] = [];
  for (const delayS of delays) {
    for (let i = 0; i < runs; i += 1) {
      const browser = await launch();
      try {
        const trace = i === 0 && traceFile && Number(traceDelay) === delayS ? traceFile : undefined;
        const { clicks, readyAt } = await run(browser, base, delayS, trace);
        const [first, ...rest] = clicks;
        worst.set(delayS, Math.max(worst.get(delayS) ?? 0, first!.interaction));
        laterAll.push(...rest.map((c) => c.interaction));
        console.log(
          `| ${delayS} s (pressed at ${(first!.at / 1000).toFixed(2)} s) | ${i + 1} | ${first!.phase} | ${ms(first!.duration)} ms (${ms(first!.interaction)}) | ${first!.delay.toFixed(0)} / ${first!.handlers.toFixed(0)} ms | ${first!.toFrame.toFixed(0)} ms | ${readyAt === null ? 'not yet' : `${(readyAt / 1000).toFixed(2)} s`} | ${rest.map((c) => ms(c.duration)).join(', ')} ms |`,
        );
      } finally {
        await browser.close();
      }
    }
  }
  console.log('');
  console.log(`worst first press per delay (longest of its pointerdown, pointerup, click; budget 100 ms): ${[...worst].map(([d, w]) => `${d} s: ${ms(w)} ms`).join('; ')}`);
  console.log(`later presses (longest entry each): worst ${ms(Math.max(...laterAll))} ms, ${laterAll.filter((x) => x > 100).length} of ${laterAll.length} over 100 ms`);
  console.log(`load average after: ${loadAverage()}`);
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
