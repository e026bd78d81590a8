import { expect, test, type Page } from './fixtures';
import { en, useLanguage } from './helpers';

/** Resolves after `count` animation frames of the page. */
const framesPass = (page: Page, count: number) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let seen = 0;
        const next = () => (++seen >= n ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

/**
 * Presses on the page the moment the showcase's canvas first says it has queued work (a press from
 * the test runner would land a few frames later, when the queue may already have run dry), and from
 * then on records every count of waiting jobs the canvas shows, read back with `pendingSeen`.
 */
const pressOnceWorkIsQueued = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const seen: number[] = [];
        (window as unknown as { pendingSeen: number[] }).pendingSeen = seen;
        const pendingOf = () => Number(document.querySelector('[data-testid="showcase-stage"] canvas')?.getAttribute('data-gpu-pending') ?? 0);
        let pressed = false;
        const look = () => {
          const pending = pendingOf();
          if (!pressed && pending > 0) {
            pressed = true;
            document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
            resolve();
          }
          if (pressed && pending !== seen.at(-1)) seen.push(pending);
        };
        // Attribute changes are seen in the microtask after the queue's `add`, before any frame runs a job.
        new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-gpu-pending'] });
        look();
      }),
  );
const pendingSeen = (page: Page) => page.evaluate(() => (window as unknown as { pendingSeen: number[] }).pendingSeen);

test('a press on the page holds the showcase work that can wait until the click has painted, then it all runs', async ({ page }) => {
  await page.goto('/#/');
  const showcase = page.getByTestId('game-showcase');
  const canvas = page.getByTestId('showcase-stage').locator('canvas');
  // The other tabs' backdrops and atlases wait in the stage's queue (docs/performance.md, "Input always wins").
  await Promise.all([pressOnceWorkIsQueued(page), showcase.scrollIntoViewIfNeeded()]);
  await framesPass(page, 10);
  const held = await pendingSeen(page);
  expect(held[0]).toBeGreaterThan(0);
  // Jobs may still be added while the pointer is down; none may run (the count never goes down).
  expect(held, 'nothing ran while the pointer was down').toEqual([...held].sort((a, b) => a - b));
  // The click's release lets the queue go.
  await showcase.getByRole('tab', { name: en.home.showcase.tabs.live }).click();
  await expect(showcase.getByRole('tab', { selected: true })).toHaveText(en.home.showcase.tabs.live);
  // Released, the queue empties by itself, and the canvas shows once its first frame is done.
  await expect(canvas).toHaveAttribute('data-gpu-pending', '0', { timeout: 30_000 });
  await expect(canvas).toHaveAttribute('data-drawn', '');
  expect((await pendingSeen(page)).at(-1)).toBe(0);
});
