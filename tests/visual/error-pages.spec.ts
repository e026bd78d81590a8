import { expect, test } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { footerLoaded } from './footer-loaded';
import { languages, texts } from './languages';

// Both failures are made on purpose: Chromium logs the cut requests, React the page that could not load.
test.use({ expectedConsoleErrors: /ERR_INTERNET_DISCONNECTED|about-page|Failed to fetch dynamically imported module|error occurred in the <Lazy>/ });

/**
 * What a player sees when the network fails them: a page whose code cannot load (after a deploy,
 * say: the route's error page with a reload), and a list that cannot load (the hot games: the
 * fallback message and a retry). The 404 page is in shell.spec.ts.
 */
for (const lang of languages) {
  const t = texts[lang];
  test.describe(`error pages in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+08:00'));
    });

    test(`page failed to load ${lang}`, async ({ page }) => {
      await page.route('**/js/about-page-*.js', (route) => route.abort('internetdisconnected'));
      // The lobby is running when the page's code fails to come (a deploy replaced it, say).
      await page.goto('/#/Promotion');
      await footerLoaded(page, t.footer.aboutUs);
      await page.goto('/#/AboutUs/1');
      await expect(page.getByRole('alert').filter({ hasText: t.error.pageLoad })).toBeVisible();
      await expect(page.getByRole('button', { name: t.error.retry })).toBeVisible();
      await networkSettled(page);
      await expect(page).toHaveScreenshot(`page-load-error-${lang}.png`, { fullPage: true });
    });

    test(`list failed to load ${lang}`, async ({ page }) => {
      await page.route('**/api/main/hotgame**', (route) => route.abort('internetdisconnected'));
      await page.goto('/#/Hot');
      await expect(page.getByTestId('error-state')).toContainText(t.error.network, { timeout: 20_000 });
      await footerLoaded(page, t.footer.aboutUs);
      await networkSettled(page);
      await expect(page).toHaveScreenshot(`list-load-error-${lang}.png`, { fullPage: true, mask: [page.getByTestId('alert-carousel')] });
    });
  });
}
