// Home page figures (docs/performance.md): largest contentful paint and layout shift,
// and navigation -> the header's login name field on screen and keeping what is typed, both under
// 4x CPU throttling with a fresh cache and each next to its floor (a bare page) measured in the same
// run; gzip sizes of the entry and pixi chunks; per game type on software WebGL, the frames of a tab
// change (the entrance), whether the still after it draws anything, and its periodic flourish; the
// click -> next paint of each tab; a player switching tabs every 0.8 s (bench/rapid-switching.ts);
// the floors of a bare opaque and a bare transparent canvas; then the first touch at each delay in
// fresh browsers (bench/first-touch.ts, 5 runs per delay; `--no-first-touch` leaves it out).
// Runs the built lobby (dist/, or LOBBY_DIST) through `node scripts/start.mjs` on a free port with a
// throw-away database. Usage: npm run bench:home [-- runs]   (default 3 runs; medians are reported)
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dist, entryScript, gzipKb } from './dist-files';
import { bareLcpRun, fieldRun, startBarePages, throttledPage } from './first-screen';
import { floorLines, median, percentile } from './frame-stats';
import { rapidSwitching, switchingLine } from './rapid-switching';
import { freePort, waitUp } from '../tests/harness/server-process';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
// `--first-screen`: only the LCP, layout shift and name-field figures (no canvas frame times).
const firstScreenOnly = args.includes('--first-screen');
const root = join(import.meta.dirname, '..');
const tabs = ['slots', 'live', 'fishing', 'lottery', 'sport'] as const;


/**
 * Frames over `ms` milliseconds from now: each rAF delta and whether WebGL drew in it (draw calls
 * counted by the init script `countDraws`), so a still stage shows as frames that drew nothing.
 */
const framesFor = (ms: number) => `new Promise((resolve) => {
  const frames = [];
  let last = -1;
  let end = 0;
  let draws = window.__draws;
  const step = (now) => {
    if (last >= 0) frames.push({ t: now - end + ${ms}, delta: now - last, drew: window.__draws !== draws });
    else end = now + ${ms};
    draws = window.__draws;
    last = now;
    if (now < end) requestAnimationFrame(step);
    else resolve(frames);
  };
  requestAnimationFrame(step);
})`;

/** Counts WebGL draw calls of every context in the page (window.__draws). */
const countDraws = `{
  window.__draws = 0;
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
      const original = proto[name];
      if (typeof original !== 'function') continue;
      proto[name] = function (...args) { window.__draws += 1; return original.apply(this, args); };
    }
  }
}`;

async function loadRun(browser: Browser, base: string) {
  const { context, page, cdp } = await throttledPage(browser);
  await page.addInitScript(countDraws);
  const scripts: string[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/js/')) scripts.push(path.slice(1));
  });
  await page.goto(`${base}/#/`, { waitUntil: 'load' });
  await page.locator('[data-testid=banner-carousel] img').first().waitFor();
  await page.waitForLoadState('networkidle');
  // A loaded image is only an LCP candidate once painted; on a busy machine that can lag.
  await page.waitForFunction("window.__lcp.what.includes('/media/banners/')", null, { timeout: 20_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
  // The first input ends LCP; nothing has been typed or clicked, so read what the page recorded.
  const vitals = await page.evaluate<{ lcp: number; what: string; cls: number }>('({ lcp: window.__lcp.t, what: window.__lcp.what, cls: window.__cls })');
  return { ...vitals, page, cdp, scripts, close: () => context.close() };
}

interface Frame {
  t: number;
  delta: number;
  drew: boolean;
}

/** After a click on each tab: its change (the entrance, 0-1.5 s), the still (1.5-4.5 s) and the flourish after it (4.5-7.5 s; one comes 4 s after the entrance). */
async function tabPass(page: Page, windowMs: number): Promise<Record<string, Frame[]>> {
  const out: Record<string, Frame[]> = {};
  for (const tab of tabs) {
    await page.waitForTimeout(600); // past the 500 ms click guard
    const recording = page.evaluate<Frame[]>(framesFor(windowMs));
    await page.locator(`#showcase-tab-${tab}`).click();
    out[tab] = await recording;
  }
  return out;
}

const part = (frames: Frame[], from: number, to: number) => frames.filter((f) => f.t >= from && f.t < to);
const deltas = (frames: Frame[]) => frames.map((f) => f.delta);
const stats = (xs: number[]) => (xs.length ? `median ${median(xs).toFixed(1)} ms, p95 ${percentile(xs, 0.95).toFixed(1)} ms over ${xs.length} frames` : 'no frames');

/** Showcase frame times on the page of the last home run, the scene alone, and the floors of a bare WebGL canvas. */
async function showcaseFigures(browser: Browser, base: string, last: Awaited<ReturnType<typeof loadRun>>, entry: string, html: string, pixi: string | undefined) {
  // Frame times at default settings (no throttling), the showcase in view and in motion.
  const { page, cdp, scripts } = last;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.getByTestId('game-showcase').scrollIntoViewIfNeeded();
  await page.locator('[data-testid=showcase-stage][data-phase=ready]').waitFor({ timeout: 60_000 });
  const showcaseChunks = [...new Set(scripts)].filter((f) => f !== entry && !html.includes(f));
  await page.evaluate('window.__clicks = []');
  const withPage = await tabPass(page, 7500);
  const clicks = await page.evaluate<number[]>('window.__clicks');
  // The same with the rest of the page hidden: what the scene costs by itself. On software GL the
  // compositor redraws the whole viewport for every canvas frame, so page content adds its share.
  await page.addStyleTag({
    content: '#root > header, #root > footer, main > :not([data-testid=game-showcase]) { visibility: hidden !important; animation: none !important; }',
  });
  const alone = await tabPass(page, 1500);

  await last.close(); // nothing else may draw while the floors are measured
  const floors = await floorLines(browser, 720, 400);
  const vsync = median(floors.opaque);
  const switching = [];
  for (let i = 0; i < 3; i += 1) switching.push(await rapidSwitching(browser, base, vsync));

  console.log(`click on a showcase tab -> next paint (Event Timing, 1x): ${clicks.length} of ${tabs.length} clicks took 16 ms or more${clicks.length ? `, the longest ${Math.max(...clicks).toFixed(0)} ms (${clicks.map((x) => x.toFixed(0)).join(', ')})` : ''}; budget 100 ms`);
  console.log(`entry chunk: ${gzipKb(entry).toFixed(1)} kB gzip  ${entry}`);
  console.log(`pixi chunk: ${pixi ? `${gzipKb(pixi).toFixed(1)} kB gzip  ${pixi}` : 'not found'}`);
  console.log(`lazy JS the page fetched after the entry set (home page, canvas, pixi): ${showcaseChunks.reduce((s, f) => s + gzipKb(f), 0).toFixed(1)} kB gzip in ${showcaseChunks.length} files`);
  for (const tab of tabs) {
    const f = withPage[tab]!;
    const still = part(f, 1500, 4500);
    const flourish = part(f, 4500, 7500);
    console.log(
      `showcase ${tab.padEnd(8)} change (0-1.5 s): ${stats(deltas(part(f, 0, 1500)))} | still (1.5-4.5 s): canvas drew in ${still.filter((x) => x.drew).length} of ${still.length} frames | flourish (4.5-7.5 s): ${stats(deltas(flourish.filter((x) => x.drew)))} drawn`,
    );
  }
  const changes = tabs.flatMap((tab) => deltas(part(withPage[tab]!, 0, 1500)));
  const moving = tabs.flatMap((tab) => deltas(withPage[tab]!.filter((x) => x.drew)));
  const all = tabs.flatMap((tab) => deltas(withPage[tab]!));
  console.log(`showcase tab changes (1.5 s from each click): ${stats(changes)}; budget p95 16.8 ms`);
  console.log(`showcase frames that drew (changes and flourishes): ${stats(moving)}`);
  console.log(`showcase all frames, 7.5 s per tab: ${stats(all)}`);
  const aloneChanges = tabs.flatMap((tab) => deltas(alone[tab]!));
  console.log(`scene alone, tab changes (rest of the page hidden): ${stats(aloneChanges)}`);
  console.log(switchingLine(switching, floors.opaque));
  console.log(floors.line);
}

const bare = await startBarePages();

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-home-'));
const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
let browser: Browser | null = null;
try {
  const base = `http://127.0.0.1:${port}`;
  await waitUp(`${base}/api/health`, server);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Playwright starts every launch with a fresh, throw-away user-data directory.
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });

  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = entryScript(html);
  const pixi = readdirSync(join(dist, 'js'))
    .map((f) => `js/${f}`)
    .filter((f) => readFileSync(join(dist, f), 'utf8').includes('PixiJS'))
    .sort((a, b) => gzipKb(b) - gzipKb(a))[0];

  const lcps: number[] = [];
  const clss: number[] = [];
  const bareLcps: number[] = [];
  const fields: { ms: number; kept: boolean }[] = [];
  const bareFields: number[] = [];
  let last: Awaited<ReturnType<typeof loadRun>> | null = null;
  for (let i = 0; i < runs; i += 1) {
    await last?.close();
    // Interleaved, so both see the same machine load.
    bareLcps.push(await bareLcpRun(browser, `${bare.base}/`));
    bareFields.push((await fieldRun(browser, `${bare.base}/field`)).ms);
    fields.push(await fieldRun(browser, `${base}/#/`));
    last = await loadRun(browser, base);
    lcps.push(last.lcp);
    clss.push(last.cls);
    const field = fields.at(-1)!;
    console.log(`run ${i + 1}: LCP ${last.lcp.toFixed(0)} ms (${last.what}), CLS ${last.cls.toFixed(4)}, name field ${field.ms.toFixed(0)} ms${field.kept ? '' : ' (typed text LOST)'}`);
  }

  console.log('');
  const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
  const fieldMs = fields.map((f) => f.ms);
  const lost = fields.filter((f) => !f.kept).length;
  console.log(`home LCP, 4x CPU, fresh cache: median ${median(lcps).toFixed(0)} ms (${list(lcps)}); budget 750 ms; floor, a bare static page, same run: ${median(bareLcps).toFixed(0)} ms (${list(bareLcps)})`);
  console.log(
    `navigation -> header name field on screen, 4x CPU: median ${median(fieldMs).toFixed(0)} ms (${list(fieldMs)}); budget 1500 ms; floor, a bare page with one input, same run: ${median(bareFields).toFixed(0)} ms (${list(bareFields)})`,
  );
  console.log(`what was typed into it at once was kept after the page settled: ${lost === 0 ? `yes, ${runs} of ${runs}` : `NO, lost in ${lost} of ${runs}`}`);
  console.log(`home CLS: ${Math.max(...clss).toFixed(4)} (worst of ${runs})`);
  if (!firstScreenOnly) await showcaseFigures(browser, base, last!, entry, html, pixi);
  else await last?.close();

} finally {
  await browser?.close();
  bare.server.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

if (!firstScreenOnly && !args.includes('--no-first-touch')) {
  // Its own fresh browsers and lobby, after this run's are gone: one thing measured at a time.
  console.log('');
  spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench', 'first-touch.ts'), '--runs', '5'], { stdio: 'inherit' });
}
