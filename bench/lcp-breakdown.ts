// What the home LCP waits for (docs/performance.md), at 4x CPU with a fresh cache: when the first banner's bytes
// arrived, when it was painted (LCP), first contentful paint, when the stylesheet and entry script
// arrived, and the long animation frames (with their longest scripts) in between: a banner that
// arrived long before its paint waited for the main thread, not the network.
//   npm run build && npx tsx bench/lcp-breakdown.ts [runs]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, swiftshaderArgs } from './member-browser.ts';
import { throttledPage } from './first-screen.ts';
import { loadAverage, startLobby, stop } from '../tests/harness/server-process.ts';

const runs = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 3);

// A page script as a string: tsx would wrap named functions in a helper the page lacks.
const observeFrames = `
  window.__loafs = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const longest = [...e.scripts].sort((a, b) => b.duration - a.duration)[0];
      window.__loafs.push({ start: e.startTime, duration: e.duration, render: e.renderStart, blocking: e.blockingDuration,
        script: longest ? (longest.sourceURL.split('/').pop() + ' ' + longest.invoker + ' ' + longest.duration.toFixed(0) + ' ms') : '' });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
`;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-lcp-'));
const { base, server } = await startLobby(dataDir);
const browser = await launchChromium(swiftshaderArgs);
try {
  console.log(`load ${loadAverage()}`);
  for (let i = 0; i < runs; i += 1) {
    const { context, page } = await throttledPage(browser);
    await page.addInitScript(observeFrames);
    await page.goto(`${base}/#/`, { waitUntil: 'load' });
    await page.waitForFunction("window.__lcp.what.includes('/media/banners/')", null, { timeout: 20_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    const r = await page.evaluate<{ lcp: number; fcp: number; res: { name: string; start: number; end: number }[]; loafs: { start: number; duration: number; render: number; blocking: number; script: string }[] }>(`({
      lcp: window.__lcp.t,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      res: performance.getEntriesByType('resource').map((e) => ({ name: e.name.split('/').pop(), start: e.startTime, end: e.responseEnd })),
      loafs: window.__loafs,
    })`);
    const at = (pattern: RegExp) => r.res.filter((e) => pattern.test(e.name)).map((e) => `${e.name} ${e.start.toFixed(0)}-${e.end.toFixed(0)}`).join(', ');
    console.log(`run ${i + 1}: LCP ${r.lcp.toFixed(0)} ms, FCP ${r.fcp.toFixed(0)} ms; banner ${at(/^banner-1/)}; css ${at(/\.css$/)}; entry ${at(/^index-.*\.js$/)}`);
    for (const f of r.loafs.filter((l) => l.start < r.lcp + 50)) {
      console.log(`   long frame ${f.start.toFixed(0)}+${f.duration.toFixed(0)} ms (render at ${f.render.toFixed(0)}): ${f.script}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
