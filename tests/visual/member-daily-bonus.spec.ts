import { expect, test, type Page } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { createMember } from '../e2e/auth-helpers';
import { signedIn } from '../e2e/helpers';
import { footerLoaded } from './footer-loaded';
import { languages, texts } from './languages';

/**
 * What changes from run to run: the member's name, and everything that depends on today's date.
 * The calendar shows the current month (its name, where the 1st falls, today's square), and the
 * server's clock is not ours to fix (`page.clock` only moves the browser's), so the calendar is
 * masked; it always has six weeks, so its size, and the page's, stay the same. The check-in
 * table's day and time columns are masked for the same reason.
 */
const varying = (page: Page) => [
  page.getByTestId('member-name'),
  page.getByTestId('member-summary-name'),
  page.getByTestId('bonus-calendar'),
  page.locator('table tbody td:nth-child(-n+2)'),
];

async function settle(page: Page, aboutUs: string) {
  await footerLoaded(page, aboutUs);
  await networkSettled(page);
}

for (const lang of languages) {
  const t = texts[lang];
  test.describe(`daily bonus in ${lang}`, () => {
    // A new member who checked in today: one check-in, every tier locked, whatever the date.
    test.beforeEach(async ({ page, request }) => {
      const member = await createMember(request);
      const checked = await request.post('/api/dailybonus/check', { headers: { authorization: `Bearer ${member.token.access_token}` } });
      expect(checked.ok()).toBe(true);
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      await signedIn(page, member.token);
    });

    test(`daily bonus ${lang}`, async ({ page }) => {
      await page.goto('/#/Member/DailyBonus');
      await expect(page.getByTestId('check-in')).toHaveText(t.dailyBonus.checkedToday);
      await expect(page.getByTestId('award-tier')).toHaveCount(4);
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`daily-bonus-${lang}.png`, { fullPage: true, mask: varying(page) });
    });

    test(`daily bonus log ${lang}`, async ({ page }) => {
      await page.goto('/#/Member/DailyBonusLog');
      await expect(page.getByTestId('check-in-row')).toHaveCount(1);
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`daily-bonus-log-${lang}.png`, { fullPage: true, mask: varying(page) });
      await page.getByRole('tab', { name: t.dailyBonus.tabAwards }).click();
      await expect(page.getByText(t.dailyBonus.noClaims)).toBeVisible();
      await expect(page).toHaveScreenshot(`daily-bonus-awards-${lang}.png`, { fullPage: true, mask: varying(page) });
    });
  });
}
