import { expect, test, type Page } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import type { ActItem } from '../../domain/contracts/replies/promotions';
import { footerLoaded } from './footer-loaded';
import { languages, texts } from './languages';

/**
 * Waits for data and images, puts the alert carousel on its first image and stops the page clock,
 * so the 5 s carousel cannot move between the screenshots compared.
 */
async function settle(page: Page, showAlert: string) {
  await networkSettled(page);
  await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0))).toBe(true);
  const first = page.getByRole('button', { name: showAlert.replace('{{n}}', '1') });
  if (await first.count()) {
    await first.click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
  }
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

for (const lang of languages) {
  const t = texts[lang];
  test.describe(`content pages in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      // Periods, phases and the footer's year depend on the date; no guarded button is pressed here.
      await page.clock.install({ time: new Date('2026-11-23T10:00:00+08:00') });
    });

    test(`promotions ${lang}`, async ({ page }) => {
      await page.goto('/#/Promotion');
      await expect(page.getByTestId('activity-card')).toHaveCount(7);
      await expect(page.getByText(t.promotions.loginForApplications)).toBeVisible();
      await footerLoaded(page, t.footer.aboutUs);
      await settle(page, t.footer.showAlert);
      await expect(page).toHaveScreenshot(`promotions-${lang}.png`, { fullPage: true });
    });

    test(`activity page ${lang}`, async ({ page, request }) => {
      const [act] = (await (await request.get(`/api/act/list?lang=${lang}`)).json()) as ActItem[];
      await page.goto(`/#/activity/${act!.activity_id}`);
      await expect(page.getByRole('heading', { level: 2, name: act!.title })).toBeVisible();
      await expect(page.getByRole('button', { name: t.promotions.applyNow })).toBeVisible();
      await settle(page, t.footer.showAlert);
      await expect(page).toHaveScreenshot(`activity-${lang}.png`, { fullPage: true });
    });

    test(`about page ${lang}`, async ({ page, request }) => {
      const list = (await (await request.get(`/api/about/list?lang=${lang}`)).json()) as { id: number; title: string }[];
      const item = list[1]!;
      await page.goto(`/#/AboutUs/${item.id}`);
      await expect(page.getByTestId('about').getByRole('heading', { level: 2, name: item.title })).toBeVisible();
      await footerLoaded(page, t.footer.aboutUs);
      await settle(page, t.footer.showAlert);
      await expect(page).toHaveScreenshot(`about-${lang}.png`, { fullPage: true });
    });

    test(`footer ${lang}`, async ({ page }) => {
      await page.goto('/#/Promotion');
      const footer = await footerLoaded(page, t.footer.aboutUs);
      await settle(page, t.footer.showAlert);
      await expect(footer).toHaveScreenshot(`footer-${lang}.png`);
    });
  });
}
