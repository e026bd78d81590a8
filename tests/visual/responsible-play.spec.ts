import { expect, test, type APIRequestContext, type Page } from '../e2e/fixtures';
import { createMember } from '../e2e/auth-helpers';
import { signedIn } from '../e2e/helpers';
import { askDeposit, auth, type Member } from '../e2e/member-money';
import { registerThroughDialog } from '../e2e/responsible-play-helpers';
import { footerLoaded } from './footer-loaded';
import { languages, texts } from './languages';
import { networkSettled } from './network-settled';

/** A new member's name differs per run; the footer's alert carousel moves every 5 s. */
const varying = (page: Page) => [page.getByTestId('member-name'), page.getByTestId('member-summary-name'), page.getByTestId('alert-carousel')];

/** A member with two limits, one raise waiting, 150.00 of the day used and a 30-minute reality check. */
async function memberWithLimits(request: APIRequestContext): Promise<Member> {
  const member = await createMember(request);
  const post = async (url: string, data: object) => {
    const res = await request.post(url, { headers: auth(member), data });
    expect(res.ok(), await res.text()).toBe(true);
  };
  await post('/api/member/limits', { deposit_day: '500.00', deposit_week: '2000.00' });
  await post('/api/member/limits', { deposit_week: '3000.00' });
  await post('/api/member/reality_check', { minutes: 30 });
  await askDeposit(request, member, '150.00');
  return member;
}

for (const lang of languages) {
  const t = texts[lang];
  test.describe(`responsible play in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
    });

    test(`responsible play page ${lang}`, async ({ page, request }) => {
      await signedIn(page, (await memberWithLimits(request)).token);
      await page.goto('/#/Member/ResponsiblePlay');
      await expect(page.getByTestId('limit-deposit_day').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
      await expect(page.getByTestId('limit-pending')).toHaveCount(1);
      await footerLoaded(page, t.footer.aboutUs);
      await networkSettled(page);
      // The raise's time is 24 h after this run's change.
      await expect(page).toHaveScreenshot(`responsible-play-${lang}.png`, { fullPage: true, mask: [...varying(page), page.getByTestId('limit-pending-text')] });
    });

    test(`time-out confirmation ${lang}`, async ({ page, request }) => {
      // A still clock (long before any token's expiry), so the end the dialog names is the same every run.
      await page.clock.setFixedTime(new Date('2026-01-15T04:00:00Z'));
      await signedIn(page, (await createMember(request)).token);
      await page.goto('/#/Member/ResponsiblePlay');
      const section = page.getByTestId('stop-time_out');
      await section.getByLabel(t.responsible.timeOutDays).fill('7');
      await section.getByRole('button', { name: t.responsible.timeOutButton }).click();
      const dialog = page.getByRole('dialog', { name: t.responsible.confirmTimeOutTitle });
      await expect(dialog).toContainText('2026-01-22 12:00');
      await networkSettled(page);
      await expect(dialog).toHaveScreenshot(`time-out-confirm-${lang}.png`);
    });

    test(`reality check dialog ${lang}`, async ({ page, request }) => {
      const member = await createMember(request);
      expect((await request.post('/api/member/reality_check', { headers: auth(member), data: { minutes: 30 } })).ok()).toBe(true);
      await page.clock.install();
      await signedIn(page, member.token);
      await page.goto('/#/Member/Vip');
      await expect(page.getByRole('heading', { level: 1, name: t.member.Vip })).toBeVisible();
      await networkSettled(page);
      await page.clock.fastForward('30:00');
      const dialog = page.getByRole('alertdialog', { name: t.responsible.realityDialogTitle });
      await expect(dialog.getByTestId('reality-net')).toHaveText('0.00');
      await networkSettled(page);
      await expect(dialog).toHaveScreenshot(`reality-check-${lang}.png`);
    });

    test(`limit prompt ${lang}`, async ({ page }) => {
      await page.goto('/');
      await registerThroughDialog(page, t);
      await page.getByRole('dialog', { name: t.auth.registerTitle }).getByRole('button', { name: t.auth.startPlaying }).click();
      const prompt = page.getByRole('alertdialog', { name: t.responsible.promptTitle });
      await expect(prompt).toBeVisible();
      await networkSettled(page);
      await expect(prompt).toHaveScreenshot(`limit-prompt-${lang}.png`);
    });
  });
}
