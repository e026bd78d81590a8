import { expect, test, type Page } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { createMember } from '../e2e/auth-helpers';
import { signedIn } from '../e2e/helpers';
import { languages, texts } from './languages';

/**
 * What changes from run to run: the event's window (set relative to the server's start), and a
 * new member's seeds (commitment and client seed, also in the client seed field).
 */
const varying = (page: Page) => [
  page.getByTestId('rain-window'),
  page.getByTestId('fair-commitment'),
  page.getByTestId('fair-client-seed'),
  page.getByTestId('client-seed-form').locator('input'),
];

/** The rain's still picture is painted (reduced motion: seeded, no motion) and every list is in. */
async function settled(page: Page) {
  const stage = page.getByTestId('rain-stage');
  await expect(stage.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(stage).toHaveAttribute('data-stage', 'ready', { timeout: 30_000 });
  await expect(page.getByTestId('odds-table').locator('tbody tr')).toHaveCount(6);
  await expect(page.getByTestId('loading-state')).toHaveCount(0);
  await networkSettled(page);
}

for (const lang of languages) {
  const t = texts[lang];
  test.describe(`red-packet rain in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      // A new member and a WebGL stage on software GL: more than the default 30 s on a busy machine.
      test.setTimeout(120_000);
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
    });

    test(`rain visitor ${lang}`, async ({ page }) => {
      await page.goto('/#/Red');
      await settled(page);
      await expect(page.getByText(t.redRain.logLogin)).toBeVisible();
      await expect(page).toHaveScreenshot(`rain-visitor-${lang}.png`, { fullPage: true, mask: varying(page) });
    });

    test(`rain member ${lang}`, async ({ page, request }) => {
      const member = await createMember(request);
      await signedIn(page, member.token);
      await page.goto('/#/Red');
      await settled(page);
      await expect(page.getByTestId('rain-rounds')).toHaveText('3');
      await expect(page.getByTestId('draw-history')).toContainText(t.events.noDraws);
      await expect(page).toHaveScreenshot(`rain-member-${lang}.png`, { fullPage: true, mask: varying(page) });
    });
  });
}
