import { expect, test, type APIRequestContext, type Page } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { apiCaptchaKey } from '../e2e/auth-helpers';
import { signedIn } from '../e2e/helpers';
import { footerLoaded } from './footer-loaded';
import { texts } from './languages';

/** The seeded demo member (VIP3 with 5,000.00 of deposits, 38.00 of rebates waiting, four favourites), signed in through the API with a solved captcha. */
async function demoToken(request: APIRequestContext) {
  const puzzle = { key: await apiCaptchaKey(request) };
  const res = await request.post('/api/auth/login', { data: { name: 'demo01', password: 'demo123', key: puzzle.key } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** The demo balance other tests move, shown in the header and above the member menu. */
const varying = (page: Page) => [page.getByTestId('member-name'), page.getByTestId('member-balance'), page.getByTestId('member-summary-balance')];

async function settle(page: Page, aboutUs: string) {
  await footerLoaded(page, aboutUs);
  await networkSettled(page);
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
}

for (const lang of ['en', 'zh_hk'] as const) {
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
