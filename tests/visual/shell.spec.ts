import { expect, test } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { footerLoaded } from './footer-loaded';
import { languages, texts } from './languages';

for (const lang of languages) {
  test.describe(`shell in ${lang}`, () => {
    // The home page's shots are in home.spec.ts (the same page: one baseline, not two).
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      // The footer prints the current year; fix the clock so the baseline does not age.
      await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+08:00'));
    });

    test(`404 ${lang}`, async ({ page }) => {
      await page.goto('/#/missing-page');
      await expect(page.getByTestId('not-found')).toBeVisible();
      await footerLoaded(page, texts[lang].footer.aboutUs);
      await networkSettled(page);
      await expect(page).toHaveScreenshot(`not-found-${lang}.png`, { fullPage: true });
    });
  });
}
