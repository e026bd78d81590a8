import { expect, test, type Page } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { signedIn } from '../e2e/helpers';
import { demoToken } from './demo-member';
import { eagerImages } from './eager-images';
import { footerLoaded } from './footer-loaded';
import { texts } from './languages';

/**
 * The zh_cn shots of member-vip-rebates.spec.ts (which has en and zh_hk): the same demo member's
 * VIP levels, rebate rates and favourites, with the same checks. One page load; the member pages
 * change in place.
 */
const t = texts.zh_cn;

/** The demo balance other tests move, shown in the header and above the member menu; the footer's carousel moves on every 5 s. */
const varying = (page: Page) => [
  page.getByTestId('member-name'),
  page.getByTestId('member-balance'),
  page.getByTestId('member-summary-balance'),
  page.getByTestId('alert-carousel'),
];

async function settle(page: Page) {
  await footerLoaded(page, t.footer.aboutUs);
  // The demo member's 38.00 of waiting rebates: the lobby's bar says so on every page until closed.
  await expect(page.getByTestId('rebate-bar')).toBeVisible();
  await eagerImages(page);
  await networkSettled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('VIP, rebate and favourite screens zh_cn', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh_cn'));
  await signedIn(page, await demoToken(request));

  await page.goto('/#/Member/Vip');
  await expect(page.getByTestId('vip-level')).toHaveCount(10);
  await expect(page.getByTestId('vip-progressbar')).toHaveAttribute('aria-valuenow', '25');
  await settle(page);
  await expect(page).toHaveScreenshot('vip-zh-cn.png', { fullPage: true, mask: varying(page) });

  await page.goto('/#/Member/RebateList?type=3');
  await expect(page.getByTestId('rebate-rate')).toHaveCount(10);
  await expect(page.getByTestId('rebates-waiting-total')).toHaveText('38.00');
  await settle(page);
  await expect(page).toHaveScreenshot('rebate-list-zh-cn.png', { fullPage: true, mask: varying(page) });

  await page.goto('/#/Member/Collect?type=3');
  await expect(page.getByTestId('favourite-tile')).toHaveCount(2);
  await settle(page);
  await expect(page).toHaveScreenshot('collect-zh-cn.png', { fullPage: true, mask: varying(page) });
  await page.getByRole('tab', { name: t.nav.live }).click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expect(page).toHaveScreenshot('collect-empty-zh-cn.png', { fullPage: true, mask: varying(page) });
});
