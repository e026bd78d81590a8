// A player who clicks through the showcase's tabs quickly (docs/performance.md, "Input always wins"):
// in a fresh browser context per run, open home, scroll the stage into view, and as soon as it is
// ready click the next tab every 0.8 s for 5 s, recording every animation frame meanwhile. Judged
// beside a bare opaque canvas's frames from the same run (bench/frame-stats.ts floorFrames).
import type { Browser, Page } from '@playwright/test';
import { median, percentile, recordFrames } from './frame-stats';

const CLICK_EVERY_MS = 800;
const FOR_MS = 5000;
const tabs = ['slots', 'live', 'fishing', 'lottery', 'sport'] as const;

export interface SwitchRun {
  deltas: number[];
  clicks: number;
  /** Frames missed: each delta counts the vsyncs it spans beyond one. */
  dropped: number;
}

/** Vsyncs a frame delta spans beyond the one it should take (a 33 ms frame at 60 Hz drops one). */
export const droppedIn = (deltas: number[], vsync: number) => deltas.reduce((n, d) => n + Math.max(0, Math.round(d / vsync) - 1), 0);

/** Press and release at once through CDP: Playwright's mouse would wait for each event's handling. */
async function press(page: Page, x: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  const at = { x, y, button: 'left' as const, clickCount: 1 };
  await Promise.all([cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at }), cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at })]);
  await cdp.detach();
}

export async function rapidSwitching(browser: Browser, base: string, vsync: number): Promise<SwitchRun> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/#/`, { waitUntil: 'load' });
    await page.getByTestId('game-showcase').scrollIntoViewIfNeeded();
    await page.locator('[data-testid=showcase-stage][data-phase=ready]').waitFor({ timeout: 60_000 });
    const boxes = await Promise.all(tabs.map(async (tab) => (await page.locator(`#showcase-tab-${tab}`).boundingBox())!));
    const stop = await recordFrames(page);
    const started = Date.now();
    let clicks = 0;
    for (let next = 0; next < FOR_MS; next += CLICK_EVERY_MS) {
      await new Promise((r) => setTimeout(r, Math.max(0, started + next - Date.now())));
      const box = boxes[(clicks + 1) % tabs.length]!;
      await press(page, box.x + box.width / 2, box.y + box.height / 2);
      clicks += 1;
    }
    await new Promise((r) => setTimeout(r, Math.max(0, started + FOR_MS - Date.now())));
    const deltas = await stop();
    return { deltas, clicks, dropped: droppedIn(deltas, vsync) };
  } finally {
    await context.close();
  }
}

/** "p95 … ms (per run …), dropped frames per click …" beside the floor's p95. */
export function switchingLine(runs: SwitchRun[], floor: number[]): string {
  const p95s = runs.map((r) => percentile(r.deltas, 0.95).toFixed(1)).join(', ');
  const perClick = runs.map((r) => (r.dropped / r.clicks).toFixed(1)).join(', ');
  const all = runs.flatMap((r) => r.deltas);
  return (
    `rapid switching (a tab every ${CLICK_EVERY_MS / 1000} s for ${FOR_MS / 1000} s, ${runs.length} fresh contexts): frame p95 ${p95s} ms, median ${median(all).toFixed(1)} ms; ` +
    `dropped frames per click ${perClick}; budget p95 16.8 ms and ≤ 1 dropped per click; floor, bare opaque canvas same run: p95 ${percentile(floor, 0.95).toFixed(1)} ms, ${droppedIn(floor, median(floor))} dropped in ${(floor.reduce((s, d) => s + d, 0) / 1000).toFixed(1)} s`
  );
}
