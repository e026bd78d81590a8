import { expect, test, type Page } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { createMember } from '../e2e/auth-helpers';
import { signedIn } from '../e2e/helpers';
import { footerLoaded } from './footer-loaded';
import { texts } from './languages';

/** What changes from run to run: the member's name, phone, invite code and sign-up day. */
const varying = (page: Page) => [
  page.getByTestId('member-name'),
  page.getByTestId('member-summary-name'),
  page.getByTestId('profile-name'),
  page.getByTestId('profile-phone'),
  page.getByTestId('profile-invite-code'),
  page.getByTestId('profile-member-since'),
];

for (const lang of ['en', 'zh_hk', 'zh_cn'] as const) {
  const t = texts[lang];
  test(`member info ${lang}`, async ({ page, request }) => {
    await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
    await signedIn(page, (await createMember(request)).token);
    await page.goto('/#/Member/MemberInfo');
    await expect(page.getByTestId('profile-facts')).toBeVisible();
    await expect(page.getByTestId('qk-pwd-form')).toBeVisible();
    await footerLoaded(page, t.footer.aboutUs);
    await networkSettled(page);
    await expect(page).toHaveScreenshot(`member-info-${lang}.png`, { fullPage: true, mask: varying(page) });
  });
}
