import { expect, test, type APIRequestContext, type Page } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { createMember } from '../e2e/auth-helpers';
import { signedIn } from '../e2e/helpers';
import { eagerImages } from './eager-images';
import { footerLoaded } from './footer-loaded';
import { languages, texts } from './languages';

/** The dialog is open and its texts and fonts are in. */
async function openDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await eagerImages(page);
  await networkSettled(page);
  return dialog;
}

/** A new member's name differs per run; the footer's alert carousel moves on every 5 s, more than once in a test. */
const varying = (page: Page) => [page.getByTestId('member-name'), page.getByTestId('member-summary-name'), page.getByTestId('alert-carousel')];

async function settle(page: Page, aboutUs: string) {
  await footerLoaded(page, aboutUs);
  await eagerImages(page);
  await networkSettled(page);
  // The first field in error took the focus and scrolled to it: the shot is of the page from its top.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-scrolled', '0');
}

async function bindCard(request: APIRequestContext, token: { access_token: string }) {
  const headers = { authorization: `Bearer ${token.access_token}` };
  const [bank] = (await (await request.get('/api/member/bank/type', { headers })).json()) as { id: number }[];
  const card = await request.post('/api/member/bank', { headers, data: { bank_type_id: bank!.id, card_no: '6222021234567890128', owner_name: 'Test Player', branch: 'Shenzhen Nanshan', qk_pwd: '123456' } });
  expect(card.ok(), await card.text()).toBe(true);
}

/**
 * Forms as a player meets them after a wrong or empty submit: each field says what is wrong, in the
 * page's language. Also the login dialog (the event and activity pages' way in, which had no shot)
 * and a member's withdrawal page before any card is bound.
 */
for (const lang of languages) {
  const t = texts[lang];
  test.describe(`form errors in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+08:00'));
    });

    test(`account dialogs with errors ${lang}`, async ({ page }) => {
      // A visitor on the first-deposit activity (seeded first) is offered the login dialog in place.
      await page.goto('/#/activity/1');
      await page.getByTestId('activity-login').click();
      const login = await openDialog(page, t.header.login);
      await expect(login).toHaveScreenshot(`login-dialog-${lang}.png`);
      await login.getByRole('button', { name: t.header.login, exact: true }).click();
      await expect(login.getByRole('alert')).toHaveCount(2);
      await expect(login).toHaveScreenshot(`login-dialog-errors-${lang}.png`);

      await login.getByRole('button', { name: t.header.register }).click();
      const register = await openDialog(page, t.auth.registerTitle);
      await register.getByLabel(t.auth.name, { exact: true }).fill('1a');
      await register.getByLabel(t.auth.password, { exact: true }).fill('abc');
      await register.getByLabel(t.auth.passwordConfirmation).fill('abd');
      await register.getByRole('button', { name: t.auth.next }).click();
      // The name, the password and its confirmation each say what is wrong (and any rule the step adds).
      await expect(register.getByRole('alert').nth(2)).toBeVisible();
      await expect(register).toHaveScreenshot(`register-step1-errors-${lang}.png`);
      await page.keyboard.press('Escape');
      await expect(register).toHaveCount(0);

      await page.getByTestId('activity-login').click();
      await page.getByRole('dialog', { name: t.header.login }).getByRole('button', { name: t.header.forgot }).click();
      const forgot = await openDialog(page, t.auth.forgotTitle);
      await forgot.getByRole('button', { name: t.auth.next }).click();
      await expect(forgot.getByRole('alert').nth(1)).toBeVisible();
      await expect(forgot).toHaveScreenshot(`forgot-step1-errors-${lang}.png`);

      // The phone login is offered in simplified Chinese only (with the SMS sign-up on, as seeded).
      if (lang !== 'zh_cn') return;
      await page.keyboard.press('Escape');
      await page.getByTestId('activity-login').click();
      await page.getByRole('dialog', { name: t.header.login }).getByRole('button', { name: t.header.phoneLogin }).click();
      const phone = await openDialog(page, t.header.phoneLogin);
      await expect(phone).toHaveScreenshot('phone-login-zh-cn.png');
    });

    test(`money forms with errors ${lang}`, async ({ page, request }) => {
      const member = await createMember(request);
      await signedIn(page, member.token);
      await page.goto('/#/Member/Deposit');
      const deposit = page.getByTestId('bank-transfer-form');
      await expect(deposit).toBeVisible();
      await networkSettled(page);
      // A question the page may ask before a first deposit (responsible play's limits) is put off: the form is the shot.
      if (await page.getByRole('alertdialog').count()) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
      }
      await deposit.getByRole('button', { name: t.deposit.submit }).click();
      await expect(deposit.getByRole('alert').first()).toBeVisible();
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`deposit-errors-${lang}.png`, { fullPage: true, mask: varying(page) });

      await page.goto('/#/Member/Withdraw');
      await expect(page.getByTestId('no-card')).toBeVisible();
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`withdraw-no-card-${lang}.png`, { fullPage: true, mask: varying(page) });

      await bindCard(request, member.token);
      await page.reload();
      const withdraw = page.getByTestId('withdraw-form');
      await withdraw.getByTestId('withdraw-submit').click();
      await expect(withdraw.getByRole('alert').first()).toBeVisible();
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`withdraw-errors-${lang}.png`, { fullPage: true, mask: varying(page) });
    });
  });
}
