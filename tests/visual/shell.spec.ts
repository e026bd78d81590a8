import { expect, test } from '../e2e/fixtures';

for (const lang of ['zh_cn', 'en'] as const) {
  test.describe(`shell in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      // The footer prints the current year; fix the clock so the baseline does not age.
      await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+08:00'));
    });

    test(`home ${lang}`, async ({ page }) => {
      await page.goto('/#/');
      await expect(page.getByTestId('page')).toBeVisible();
      // The home page: banners in, the showcase canvas on its still frame (reduced motion).
      await expect(page.getByTestId('showcase-stage')).toHaveAttribute('data-phase', 'ready', { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0))).toBe(true);
      // The footer's alert carousel moves on every 5 s: its box is masked.
      await expect(page).toHaveScreenshot(`home-${lang}.png`, { fullPage: true, mask: [page.getByTestId('alert-carousel')] });
    });

    test(`404 ${lang}`, async ({ page }) => {
      await page.goto('/#/missing-page');
      await expect(page.getByTestId('not-found')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`not-found-${lang}.png`, { fullPage: true });
    });
  });
}
