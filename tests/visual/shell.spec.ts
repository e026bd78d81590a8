import { expect, test } from '@playwright/test';

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
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`home-${lang}.png`, { fullPage: true });
    });

    test(`404 ${lang}`, async ({ page }) => {
      await page.goto('/#/missing-page');
      await expect(page.getByTestId('not-found')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`not-found-${lang}.png`, { fullPage: true });
    });
  });
}
