// Home page figures (issue 5, performance.md): largest contentful paint and layout shift under 4x
// CPU throttling with a fresh cache, gzip sizes of the entry chunk and of the pixi chunk, and the
// showcase canvas's median and p95 frame time over 5 s per game type on software WebGL.
// Runs the built lobby through `node scripts/start.mjs` on a free port with a throw-away database.
// Usage: npm run bench:home [-- runs]   (default 3 LCP runs; the median is reported)
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dist, entryScript, gzipKb } from './dist-files';
import { freePort, waitUp } from './server-process';

const runs = Number(process.argv[2] ?? 3);
const root = join(import.meta.dirname, '..');
const tabs = ['slots', 'live', 'fishing', 'lottery', 'sport'] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;

// Page scripts are strings: tsx would wrap named functions in a helper the page does not have.
/** Records LCP and CLS from the first byte on (buffered observers, installed before any script). */
const observeVitals = `
  window.__lcp = { t: 0, what: '' };
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp = { t: e.startTime, what: e.url || (e.element ? e.element.tagName : '') };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  // Click to next paint (Event Timing: input delay + handlers + presentation); under 16 ms is not reported.
  window.__clicks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'click') window.__clicks.push(e.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** rAF deltas over `ms` milliseconds. */
const rafDeltas = (ms: number) => `new Promise((resolve) => {
  const deltas = [];
  let last = -1;
  let end = 0;
  const step = (now) => {
    if (last >= 0) deltas.push(now - last);
    else end = now + ${ms};
    last = now;
    if (now < end) requestAnimationFrame(step);
    else resolve(deltas);
  };
  requestAnimationFrame(step);
})`;

/** A fresh context (empty cache, cache disabled) at 4x CPU throttling, recording LCP and CLS. */
async function throttledPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(observeVitals);
  return { context, page, cdp };
}

async function loadRun(browser: Browser, base: string) {
  const { context, page, cdp } = await throttledPage(browser);
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

/** The same measurement on a bare static page (one line of text) from a plain node:http server: the floor of this machine and browser. */
async function bareRun(browser: Browser, url: string) {
  const { context, page } = await throttledPage(browser);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction('window.__lcp.t > 0', null, { timeout: 20_000 });
  const lcp = await page.evaluate<number>('window.__lcp.t');
  await context.close();
  return lcp;
}

async function frameTimes(page: Page, ms: number): Promise<number[]> {
  return page.evaluate<number[]>(rafDeltas(ms));
}

const barePage = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare</title><style>body{margin:0;background:#0c0f1d;color:#fff;font:40px sans-serif}</style></head><body><p>A bare page with one line of text.</p></body></html>';
const bare = createHttpServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(barePage)).listen(0, '127.0.0.1');
await new Promise((r) => bare.once('listening', r));
const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}/`;

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
  let last: Awaited<ReturnType<typeof loadRun>> | null = null;
  for (let i = 0; i < runs; i += 1) {
    await last?.close();
    // Interleaved, so both see the same machine load.
    bareLcps.push(await bareRun(browser, bareUrl));
    last = await loadRun(browser, base);
    lcps.push(last.lcp);
    clss.push(last.cls);
    console.log(`run ${i + 1}: LCP ${last.lcp.toFixed(0)} ms (${last.what}), CLS ${last.cls.toFixed(4)}`);
  }

  // Frame times at default settings (no throttling), the showcase in view and in motion.
  const { page, cdp, scripts } = last!;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.getByTestId('game-showcase').scrollIntoViewIfNeeded();
  await page.locator('[data-testid=showcase-stage][data-phase=ready]').waitFor({ timeout: 60_000 });
  const showcaseChunks = [...new Set(scripts)].filter((f) => f !== entry && !html.includes(f));
  const frames: Record<string, number[]> = {};
  for (const tab of tabs) {
    await page.locator(`#showcase-tab-${tab}`).click();
    await page.waitForTimeout(1500); // past the 500 ms click guard and the entrance: the idle loop is measured
    frames[tab] = await frameTimes(page, 5000);
  }
  const all = Object.values(frames).flat();
  // The same with the rest of the page hidden: what the scene costs by itself. On software GL the
  // compositor redraws the whole viewport for every canvas frame, so page content adds its share.
  await page.addStyleTag({
    content: '#root > header, #root > footer, main > :not([data-testid=game-showcase]) { visibility: hidden !important; animation: none !important; }',
  });
  const alone: Record<string, number[]> = {};
  for (const tab of tabs) {
    await page.locator(`#showcase-tab-${tab}`).click();
    await page.waitForTimeout(1500);
    alone[tab] = await frameTimes(page, 5000);
  }
  const allAlone = Object.values(alone).flat();
  const clicks = await page.evaluate<number[]>('window.__clicks');

  await last!.close(); // nothing else may draw while the floor is measured
  // The floor: a blank page whose only content is a WebGL canvas of the stage's size, cleared to a
  // new transparent colour every frame (no sprites, no page around it).
  const floorPage = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await floorPage.setContent('<body style="margin:0;background:#0c0f1d"></body>');
  await floorPage.addScriptTag({
    content: `{ const c = document.createElement('canvas'); c.width = 720; c.height = 400; document.body.appendChild(c);
      const gl = c.getContext('webgl', { alpha: true, antialias: false }); let t = 0;
      const f = () => { t += 0.02; gl.clearColor(0, 0, Math.abs(Math.sin(t)) * 0.5, 0.5); gl.clear(gl.COLOR_BUFFER_BIT); requestAnimationFrame(f); }; f(); }`,
  });
  await floorPage.waitForTimeout(1000);
  const floor = await frameTimes(floorPage, 5000);
  await floorPage.close();

  console.log('');
  console.log(`home LCP, 4x CPU throttle, fresh cache: median ${median(lcps).toFixed(0)} ms of ${runs} (${lcps.map((x) => x.toFixed(0)).join(', ')})`);
  console.log(`bare static page LCP, same settings (the floor): median ${median(bareLcps).toFixed(0)} ms (${bareLcps.map((x) => x.toFixed(0)).join(', ')})`);
  console.log(`home CLS: ${Math.max(...clss).toFixed(4)} (worst of ${runs})`);
  console.log(`click on a showcase tab -> next paint: ${clicks.length} of ${tabs.length * 2} clicks took 16 ms or more${clicks.length ? `, the longest ${Math.max(...clicks).toFixed(0)} ms (${clicks.map((x) => x.toFixed(0)).join(', ')})` : ''}`);
  console.log(`entry chunk: ${gzipKb(entry).toFixed(1)} kB gzip  ${entry}`);
  console.log(`pixi chunk: ${pixi ? `${gzipKb(pixi).toFixed(1)} kB gzip  ${pixi}` : 'not found'}`);
  console.log(`lazy JS the page fetched after the entry set (home page, canvas, pixi): ${showcaseChunks.reduce((s, f) => s + gzipKb(f), 0).toFixed(1)} kB gzip in ${showcaseChunks.length} files`);
  for (const tab of tabs) {
    const d = frames[tab]!;
    console.log(`showcase ${tab.padEnd(8)} frames ${String(d.length).padStart(3)}  median ${median(d).toFixed(1)} ms  p95 ${percentile(d, 0.95).toFixed(1)} ms`);
  }
  console.log(`showcase all tabs: median ${median(all).toFixed(1)} ms, p95 ${percentile(all, 0.95).toFixed(1)} ms over ${all.length} frames (5 s per tab)`);
  for (const tab of tabs) {
    const d = alone[tab]!;
    console.log(`scene alone ${tab.padEnd(8)} frames ${String(d.length).padStart(3)}  median ${median(d).toFixed(1)} ms  p95 ${percentile(d, 0.95).toFixed(1)} ms`);
  }
  console.log(`scene alone, all tabs (rest of the page hidden): median ${median(allAlone).toFixed(1)} ms, p95 ${percentile(allAlone, 0.95).toFixed(1)} ms over ${allAlone.length} frames`);
  console.log(`floor, a bare 720x400 WebGL canvas cleared every frame on a blank page: median ${median(floor).toFixed(1)} ms, p95 ${percentile(floor, 0.95).toFixed(1)} ms over ${floor.length} frames`);
} finally {
  await browser?.close();
  bare.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
