import { verifyPageHref } from '../../src/features/events/shared/verify-link';
import vectors from '../fixtures/fairness-vectors.json' with { type: 'json' };
import { expect, test, type Page } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { createMember } from '../e2e/auth-helpers';
import { signedIn } from '../e2e/helpers';
import { footerLoaded } from './footer-loaded';
import { languages, texts } from './languages';

/** What changes from run to run: the new member's name. */
const varying = (page: Page) => [page.getByTestId('member-name'), page.getByTestId('member-summary-name')];

/**
 * A signed-in page never goes network-idle (the live client keeps its stream open): wait for the
 * footer, the fonts and every image instead.
 */
async function settle(page: Page, aboutUs: string) {
  await footerLoaded(page, aboutUs);
  await page.evaluate(() => Promise.all([document.fonts.ready, ...[...document.images].map((img) => img.decode().catch(() => undefined))]));
}

// Screens a player meets with nothing in them yet, and the draw check page: none had a shot.
for (const lang of languages) {
  const t = texts[lang];
  test.describe(`states in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      // The footer prints the current year; fix the clock so the baseline does not age.
      await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+08:00'));
    });

    test(`empty records and bank cards ${lang}`, async ({ page, request }) => {
      await signedIn(page, (await createMember(request)).token);
      await page.goto('/#/Member/Transaction');
      await expect(page.getByText(t.records.empty)).toBeVisible();
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`records-empty-${lang}.png`, { fullPage: true, mask: varying(page) });
      await page.goto('/#/Member/BankCard');
      await expect(page.getByText(t.bankCards.empty)).toBeVisible();
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`bank-cards-empty-${lang}.png`, { fullPage: true, mask: varying(page) });
    });

    test(`verify page ${lang}`, async ({ page }) => {
      const v = vectors[0]!;
      await page.goto(`/#${verifyPageHref({ seed: v.server_seed, client: v.client_seed, nonce: v.nonce, weights: v.weights, hash: v.server_seed_hash })}`);
      await expect(page.getByTestId('verify-commitment')).toHaveText(t.verify.commitmentMatches);
      await networkSettled(page);
      await expect(page).toHaveScreenshot(`verify-${lang}.png`, { fullPage: true });
    });
  });
}
