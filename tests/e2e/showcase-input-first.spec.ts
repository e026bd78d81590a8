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

test('a press on the page holds the showcase work that can wait until the click has painted, then it all runs', async ({ page }) => {
  await page.goto('/#/');
  const showcase = page.getByTestId('game-showcase');
  await showcase.scrollIntoViewIfNeeded();
  const canvas = page.getByTestId('showcase-stage').locator('canvas');
  // The other tabs' backdrops and atlases wait in the stage's queue (docs/performance.md, "Input always wins").
  await expect(canvas).toHaveAttribute('data-gpu-pending', /^[1-9]/);
  const tab = showcase.getByRole('tab', { name: en.home.showcase.tabs.live });
  const box = (await tab.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const held = await canvas.getAttribute('data-gpu-pending');
  expect(Number(held)).toBeGreaterThan(0);
  await framesPass(page, 10);
  await expect(canvas, 'nothing ran while the pointer was down').toHaveAttribute('data-gpu-pending', held!);
  await page.mouse.up();
  await expect(showcase.getByRole('tab', { selected: true })).toHaveText(en.home.showcase.tabs.live);
  // Released, the queue empties by itself, and the canvas shows once its first frame is done.
  await expect(canvas).toHaveAttribute('data-gpu-pending', '0', { timeout: 30_000 });
  await expect(canvas).toHaveAttribute('data-drawn', '');
});
