import { expect, test } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { footerLoaded } from './footer-loaded';
import { languages, texts } from './languages';

for (const lang of languages) {
  const t = texts[lang];
  test.describe(`lobby in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+08:00'));
    });

    test(`fishing category ${lang}`, async ({ page }) => {
      await page.goto('/#/Fish');
      await expect(page.getByTestId('game-tile')).toHaveCount(12);
      await footerLoaded(page, t.footer.aboutUs);
      await networkSettled(page);
      await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
      await expect(page).toHaveScreenshot(`category-fish-${lang}.png`, { fullPage: true });
    });

    test(`provider hover list ${lang}`, async ({ page }) => {
      await page.goto('/#/Lottery');
      await expect(page.getByRole('main').getByRole('button')).toHaveCount(3);
      await page.getByRole('navigation', { name: t.nav.providers }).getByRole('link', { name: t.nav.game, exact: true }).hover();
      const list = page.getByTestId('providers-3');
      await expect(list.getByRole('button')).toHaveCount(3);
      await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
      // The list hangs below the header, so the shot is the top of the page rather than the header box.
      await expect(page).toHaveScreenshot(`hover-list-${lang}.png`, { clip: { x: 0, y: 0, width: 1366, height: 420 } });
    });
  });
}
