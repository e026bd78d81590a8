// First-screen measurements shared by bench/home.ts: a fresh, 4x CPU-throttled page; the time from
// navigation to the header's login name field being on screen and taking typing; and the bare pages
// that give this machine's floor for each figure in the same run.
import type { Browser } from '@playwright/test';
import { createServer, type Server } from 'node:http';

/** The header's login name field; the bare floor page has the same shape. */
export const FIELD = '[data-testid=site-header] input[name=name]';

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

/**
 * Notes when the name field is first in the page with a size, at the start of the frame that paints
 * it (ms since navigation start): index.html's static header for a visitor on home, or the lobby's.
 */
const observeField = `
  window.__field = 0;
  const sized = () => {
    const el = document.querySelector(${JSON.stringify(FIELD)});
    if (!el || el.getBoundingClientRect().width === 0) return requestAnimationFrame(sized);
    window.__field = performance.now();
  };
  // Only a cheap lookup per batch of mutations: measuring the box here would force extra layouts.
  new MutationObserver((_, observer) => {
    if (!document.querySelector(${JSON.stringify(FIELD)})) return;
    observer.disconnect();
    requestAnimationFrame(sized);
  }).observe(document, { childList: true, subtree: true });
`

/** A fresh context (empty cache, cache disabled) at 4x CPU throttling, recording LCP, CLS and the field. */
export async function throttledPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(observeVitals);
  await page.addInitScript(observeField);
  return { context, page, cdp };
}

/**
 * Navigation → name field on screen; then types into it at once and checks, once the page has
 * settled, that the header's one name field holds all of it (the lobby's header replaces the static
 * one meanwhile: every key must survive the handover).
 */
export async function fieldRun(browser: Browser, url: string): Promise<{ ms: number; kept: boolean }> {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const field = page.locator(FIELD);
    await field.waitFor({ timeout: 20_000 });
    await field.pressSequentially('demo01');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const ms = await page.evaluate<number>('window.__field');
    const kept = await page.evaluate<boolean>(`(() => {
      const all = document.querySelectorAll(${JSON.stringify(FIELD)});
      return all.length === 1 && all[0].value === 'demo01' && !document.getElementById('boot-header');
    })()`);
    return { ms, kept };
  } finally {
    await context.close();
  }
}

/** Bare LCP: the same measurement on a page with one line of text. */
export async function bareLcpRun(browser: Browser, url: string): Promise<number> {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction('window.__lcp.t > 0', null, { timeout: 20_000 });
    return await page.evaluate<number>('window.__lcp.t');
  } finally {
    await context.close();
  }
}

const head = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare</title><style>body{margin:0;background:#0c0f1d;color:#fff;font:40px sans-serif}</style></head>';
const pages: Record<string, string> = {
  '/': `${head}<body><p>A bare page with one line of text.</p></body></html>`,
  '/field': `${head}<body><header data-testid="site-header"><input name="name" aria-label="Username"></header></body></html>`,
};

/** A plain node:http server of the two floor pages: `/` (one line of text) and `/field` (one input). */
export async function startBarePages(): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(pages[req.url ?? '/'] ?? pages['/']));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}
