import { expect, test, type Page } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { createMember } from '../e2e/auth-helpers';
import { signedIn } from '../e2e/helpers';
import { footerLoaded } from './footer-loaded';
import { demoToken } from './demo-member';
import { languages, texts } from './languages';
import { pageOnSeedDay } from './seed-day';

/**
 * What changes from run to run. The demo team is seeded on whole server days before the day the
 * server started, so its figures for a range ending today are the same on every run; the dates
 * themselves are not: the members' times, the range inputs, the day column, and the chart, whose
 * axis is labelled with those days (its legend stays in the shot). Names and balances of new
 * members, and the demo balance other tests move, are masked too.
 */
const varying = (page: Page) => [
  page.getByTestId('member-name'),
  page.getByTestId('member-balance'),
  page.getByTestId('member-summary-name'),
  page.getByTestId('member-summary-balance'),
  page.locator('[data-testid="team-time"]'),
  page.getByTestId('range-start'),
  page.getByTestId('range-end'),
  page.locator('[data-testid="team-day-date"]'),
  page.locator('[data-testid="team-chart"] canvas'),
];

async function settle(page: Page, aboutUs: string) {
  await footerLoaded(page, aboutUs);
  await networkSettled(page);
}

for (const lang of languages) {
  const t = texts[lang];
  test.describe(`team and agent screens in ${lang}`, () => {
    test.beforeEach(async ({ page }) => page.addInitScript((value) => localStorage.setItem('lang', value), lang));

    test(`agent guide ${lang}`, async ({ page, request }) => {
      await signedIn(page, await demoToken(request));
      await page.goto('/#/Member/AgentGuide');
      await expect(page.getByTestId('commission-table').locator('tbody tr')).toHaveCount(5);
      await expect(page.getByTestId('guide-next')).toHaveText(t.agent.teamCta);
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`agent-guide-${lang}.png`, { fullPage: true, mask: varying(page) });
    });

    test(`team ${lang}`, async ({ page, request }) => {
      const token = await demoToken(request);
      await pageOnSeedDay(page, request, token as { access_token: string });
      await signedIn(page, token);
      await page.goto('/#/Member/Team');
      await expect(page.getByTestId('team-member')).toHaveCount(8);
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`team-members-${lang}.png`, { fullPage: true, mask: varying(page) });
      await page.getByRole('tab', { name: t.team.tabReport }).click();
      await expect(page.getByTestId('team-day')).toHaveCount(7);
      await expect(page.getByTestId('team-chart').locator('canvas')).toBeVisible();
      await networkSettled(page);
      await expect(page).toHaveScreenshot(`team-report-${lang}.png`, { fullPage: true, mask: varying(page) });
    });

    test(`agent application ${lang}`, async ({ page, request }) => {
      await signedIn(page, (await createMember(request)).token);
      await page.goto('/#/Member/AgentApply');
      await expect(page.getByTestId('agent-apply-form')).toBeVisible();
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`agent-apply-${lang}.png`, { fullPage: true, mask: varying(page) });
    });
  });
}
