// The in-app visit the memory benchmarks repeat: home (the showcase stage scrolled into view and
// ready) then /Live (the stage unmounted), by hash changes in one page.
import type { Page } from '@playwright/test';

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
