import { expect, test, type Locator, type Page } from './fixtures';
import { createMember, phoneDigitsFor, uniqueMember } from './auth-helpers';
import { en, useLanguage } from './helpers';
import { Walk } from './keyboard-walk-helpers';

/*
 * Every dialog that asks for the captcha offers its non-visual path (README.md, the "Captcha:"
 * paragraph), and a keyboard reaches and completes it: registration's and the reset's and the phone
 * login's code sends, and the login dialog of the pages without the header. The header's own form
 * is the keyboard walk's (keyboard-walk.spec.ts) and captcha.spec.ts's.
 */

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

/** Focuses `control` as the keyboard's last stop did and presses Enter on it. */
async function enterOn(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Enter');
}

/**
 * From the captcha's first stop, Tab to "I can't see the puzzle" and take it: the focus moves to what
 * the path says it does, the live region says it is working, then that it passed, and the dialog goes.
 */
async function takePlainPath(page: Page, walk: Walk, where: string): Promise<void> {
  const captcha = page.getByRole('dialog', { name: en.captcha.title });
  await expect(captcha).toBeVisible();
  await walk.tabTo(captcha.getByRole('button', { name: en.captcha.cantSee }), where);
  await page.keyboard.press('Enter');
  await expect(captcha.getByText(en.captcha.plain.intro)).toBeFocused();
  await walk.check(`${where}: the non-visual path`);
  const status = captcha.getByRole('status');
  await expect(status).toHaveText(en.captcha.plain.progress);
  await expect(status).toHaveText(en.captcha.success, { timeout: 60_000 });
  await expect(captcha).toHaveCount(0);
}

/** The dialog's code send, through the non-visual path: the code goes out and the focus stays in the dialog. */
async function sendCodeByKeyboard(page: Page, walk: Walk, dialog: Locator, where: string): Promise<void> {
  await enterOn(dialog.getByRole('button', { name: en.sms.send }));
  await takePlainPath(page, walk, where);
  await expect(page.getByText(en.sms.sent)).toBeVisible();
  await expect(dialog.getByLabel(en.auth.smsCode)).toBeFocused();
}

test('each dialog that asks for the captcha reaches its non-visual path by keyboard and passes it', async ({ page, request }) => {
  // Four browser checks of about 5 s each (longer on a busy machine).
  test.setTimeout(240_000);
  const walk = new Walk(page);
  await page.goto('/');
  const header = page.getByRole('banner');

  /**
   * Opens the header's `opener` by keyboard, lets `fill` bring its dialog to the code send, sends the code
   * through the non-visual path, then closes the dialog with Escape: the focus goes back to `opener`.
   */
  async function codeSend(opener: Locator, dialogName: string, where: string, fill: (dialog: Locator) => Promise<void>): Promise<void> {
    await enterOn(opener);
    const dialog = page.getByRole('dialog', { name: dialogName });
    await fill(dialog);
    await sendCodeByKeyboard(page, walk, dialog, where);
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
  }

  // Registration, step 2: the code send.
  await codeSend(header.getByRole('button', { name: en.header.register }), en.auth.registerTitle, 'register', async (register) => {
    const { name, digits } = uniqueMember();
    await register.getByLabel(en.auth.name, { exact: true }).fill(name);
    await register.getByLabel(en.auth.password, { exact: true }).fill('secret12');
    await register.getByLabel(en.auth.passwordConfirmation).fill('secret12');
    await register.getByLabel(en.responsible.adultConfirm).press('Space');
    await enterOn(register.getByRole('button', { name: en.auth.next }));
    await register.getByLabel(en.auth.realname).fill('Test Player');
    await register.getByLabel(en.auth.qkPwd).fill('123456');
    const prefix = await register.getByLabel(en.form.countryPrefix).inputValue();
    await register.getByLabel(en.auth.phone).fill(phoneDigitsFor(prefix, digits));
  });

  // Forgot password, step 1: the code send (a number without an account looks the same).
  await codeSend(header.getByRole('button', { name: en.header.forgot }), en.auth.forgotTitle, 'forgot password', async (forgot) => {
    await forgot.getByLabel(en.auth.phone).fill(uniqueMember().digits);
  });

  // Phone login: the code send.
  await codeSend(header.getByRole('button', { name: en.header.phoneLogin }), en.header.phoneLogin, 'phone login', async (phone) => {
    const prefix = await phone.getByLabel(en.form.countryPrefix).inputValue();
    await phone.getByLabel(en.auth.phone).fill(phoneDigitsFor(prefix, uniqueMember().digits));
  });

  // The login dialog of a page without the header: the login itself.
  const member = await createMember(request);
  await page.goto('/#/Red');
  await enterOn(page.getByRole('button', { name: en.header.login, exact: true }).first());
  const login = page.getByRole('dialog', { name: en.header.login });
  await login.getByLabel(en.header.name).fill(member.name);
  await login.getByLabel(en.header.password).fill(member.password);
  await login.getByLabel(en.header.password).press('Enter');
  await takePlainPath(page, walk, 'login dialog');
  await expect(page.getByText(en.auth.loginDone)).toBeVisible();
  await expect(login).toHaveCount(0);
  await expect(page.getByTestId('event-balance')).toBeVisible();

  expect(walk.problems).toEqual([]);
});
