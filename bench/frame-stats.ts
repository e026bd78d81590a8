// Frame-time helpers the canvas benchmarks share: rAF deltas in the page, median and p95.
import type { Browser, Page } from '@playwright/test';

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;

/** "median 8.3 ms, p95 16.7 ms over 300 frames". */
export function frameLine(deltas: number[]): string {
  return `median ${median(deltas).toFixed(1)} ms, p95 ${percentile(deltas, 0.95).toFixed(1)} ms over ${deltas.length} frames`;
}

/**
 * Starts recording rAF deltas in the page; the returned function stops and hands them over. The
 * page scripts are strings: tsx would wrap named functions in a `__name` helper the page lacks.
 */
export async function recordFrames(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(`{
    window.__frames = [];
    window.__recording = true;
    let last = -1;
    const step = (now) => {
      if (last >= 0) window.__frames.push(now - last);
      last = now;
      if (window.__recording) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }`);
  return () => page.evaluate<number[]>('window.__recording = false, window.__frames');
}

/** JS heap in use after a full garbage collection, in MB. */
export async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

/**
 * The floor of a canvas figure on this machine, in the same run: a blank page whose only content is a
 * WebGL canvas of `width`×`height`, cleared to a new colour every frame; 5 s of frames. `alpha`: a
 * transparent canvas (the compositor blends the page under it), else an opaque one.
 */
export async function floorFrames(browser: Browser, width: number, height: number, alpha = true): Promise<number[]> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.setContent('<body style="margin:0;background:#0c0f1d"></body>');
  await page.addScriptTag({
    content: `{ const c = document.createElement('canvas'); c.width = ${width}; c.height = ${height}; document.body.appendChild(c);
      const gl = c.getContext('webgl', { alpha: ${alpha}, antialias: false }); let t = 0;
      const f = () => { t += 0.02; gl.clearColor(0, 0, Math.abs(Math.sin(t)) * 0.5, ${alpha ? 0.5 : 1}); gl.clear(gl.COLOR_BUFFER_BIT); requestAnimationFrame(f); }; f(); }`,
  });
  await page.waitForTimeout(1000); // past the first frames' start-up
  const stop = await recordFrames(page);
  await page.waitForTimeout(5000); // the measuring window itself
  const deltas = await stop();
  await page.close();
  return deltas;
}

/** The floors of one run, opaque and transparent canvas: "floor opaque … / transparent …". */
export async function floorLines(browser: Browser, width: number, height: number): Promise<{ opaque: number[]; transparent: number[]; line: string }> {
  const opaque = await floorFrames(browser, width, height, false);
  const transparent = await floorFrames(browser, width, height, true);
  return { opaque, transparent, line: `floor, a bare ${width}x${height} WebGL canvas cleared every frame on a blank page, same run: opaque ${frameLine(opaque)}; transparent ${frameLine(transparent)}` };
}
