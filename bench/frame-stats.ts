// Frame-time helpers the canvas benchmarks share: rAF deltas in the page, median and p95.
import type { Page } from '@playwright/test';

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
