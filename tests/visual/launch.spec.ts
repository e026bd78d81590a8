import { expect, test } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { createMember } from '../e2e/auth-helpers';
import { signedIn } from '../e2e/helpers';
import { languages, texts } from './languages';

/**
 * The game launch popup (/LoginToSupplier) when it cannot open the game: a visitor is asked to log
 * in; a member whose game the server refuses (a provider that does not exist) reads the server's
 * reason with a retry. A launch that works leaves the page at once for the game, so it has no shot.
 */
for (const lang of languages) {
  const t = texts[lang];
  test.describe(`game launch page in ${lang}`, () => {
    test.beforeEach(async ({ page }) => page.addInitScript((value) => localStorage.setItem('lang', value), lang));

    test(`launch, visitor ${lang}`, async ({ page }) => {
      await page.goto('/#/LoginToSupplier?api_code=rl_slot_starforge');
      const launch = page.getByTestId('launch-page');
      await expect(launch).toHaveAttribute('data-phase', 'guest');
      await expect(launch.getByRole('alert')).toHaveText(t.error.pleaseLogin);
      await networkSettled(page);
      await expect(page).toHaveScreenshot(`launch-visitor-${lang}.png`, { fullPage: true });
    });

    test(`launch, refused ${lang}`, async ({ page, request }) => {
      await signedIn(page, (await createMember(request)).token);
      await page.goto('/#/LoginToSupplier?api_code=rl_no_such_provider');
      const launch = page.getByTestId('launch-page');
      await expect(launch).toHaveAttribute('data-phase', 'error');
      await expect(launch.getByRole('button', { name: t.error.retry })).toBeVisible();
      await networkSettled(page);
      await expect(page).toHaveScreenshot(`launch-refused-${lang}.png`, { fullPage: true });
    });
  });
}
