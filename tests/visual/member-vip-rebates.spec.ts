import { expect, test, type Page } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { signedIn } from '../e2e/helpers';
import { footerLoaded } from './footer-loaded';
import { demoToken } from './demo-member';
import { languages, texts } from './languages';

/** The demo balance other tests move, shown in the header and above the member menu. */
const varying = (page: Page) => [
  page.getByTestId('member-name'),
  page.getByTestId('member-balance'),
  page.getByTestId('member-summary-balance'),
  // The footer's carousel moves on every 5 s.
  page.getByTestId('alert-carousel'),
];

async function settle(page: Page, aboutUs: string) {
  await footerLoaded(page, aboutUs);
  await networkSettled(page);
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
}

for (const lang of languages) {
  const t = texts[lang];
  test.describe(`VIP, rebate and favourite screens in ${lang}`, () => {
    test.beforeEach(async ({ page, request }) => {
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      await signedIn(page, await demoToken(request));
    });

    test(`vip ${lang}`, async ({ page }) => {
      await page.goto('/#/Member/Vip');
      await expect(page.getByTestId('vip-level')).toHaveCount(10);
      await expect(page.getByTestId('vip-progressbar')).toHaveAttribute('aria-valuenow', '25');
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`vip-${lang}.png`, { fullPage: true, mask: varying(page) });
    });

    test(`rebate list ${lang}`, async ({ page }) => {
      await page.goto('/#/Member/RebateList?type=3');
      await expect(page.getByTestId('rebate-rate')).toHaveCount(10);
      await expect(page.getByTestId('rebates-waiting-total')).toHaveText('38.00');
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`rebate-list-${lang}.png`, { fullPage: true, mask: varying(page) });
    });

    test(`collect ${lang}`, async ({ page }) => {
      await page.goto('/#/Member/Collect?type=3');
      await expect(page.getByTestId('favourite-tile')).toHaveCount(2);
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`collect-${lang}.png`, { fullPage: true, mask: varying(page) });
      await page.getByRole('tab', { name: t.nav.live }).click();
      await expect(page.getByTestId('empty-state')).toBeVisible();
      await expect(page).toHaveScreenshot(`collect-empty-${lang}.png`, { fullPage: true, mask: varying(page) });
    });
  });
}
