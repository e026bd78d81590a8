import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { apiCaptchaKey, createMember, inboxCode, uniqueMember } from './auth-helpers';
import { en, signedIn, useLanguage } from './helpers';

/*
 * Every dialog takes focus as it opens (a form's first field, a confirmation's safe answer), keeps
 * it while open, and gives it back to whatever opened it when it closes.
 */

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

/** Whether the keyboard is inside `dialog`. */
const focusInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

/** Tab `presses` times forwards, then as many backwards: the focus never leaves `dialog`. */
async function expectTrapped(page: Page, dialog: Locator, presses: number): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 1; i <= presses; i += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(dialog), `${key} ${i}`).toBe(true);
    }
  }
}

/** A new member who has not yet answered the deposit-limit prompt (createMember answers it). */
async function unansweredMember(request: APIRequestContext) {
  const { name, digits } = uniqueMember();
  const phone = `+63${digits}`;
  expect((await request.post('/api/auth/sms', { data: { phone, purpose: 'register', key: await apiCaptchaKey(request) } })).ok()).toBe(true);
  const sms_code = await inboxCode(request, phone);
  const key = await apiCaptchaKey(request);
  const res = await request.post('/api/auth/register?lang=en', {
    data: { name, password: 'secret12', password_confirmation: 'secret12', qk_pwd: '123456', realname: 'Test Player', phone, sms_code, key, register_site: 'e2e.example', lang: 'en', from_type: 'smart' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { access_token: string };
}

test('the register dialog opens on its first field, not the ×, holds the keyboard, and gives it back to Register', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: en.header.register });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: en.auth.registerTitle });
  await expect(dialog.getByLabel(en.auth.name, { exact: true })).toBeFocused();
  await expectTrapped(page, dialog, 12);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the login dialog of a page without the header opens on the name, holds the keyboard, and gives it back', async ({ page }) => {
  await page.goto('/#/Red');
  const opener = page.getByRole('button', { name: en.header.login, exact: true }).first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: en.header.login });
  await expect(dialog.getByLabel(en.header.name)).toBeFocused();
  await expectTrapped(page, dialog, 10);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the logout confirmation opens on Cancel, holds the keyboard, and gives it back to Log out', async ({ page, request }) => {
  const member = await createMember(request);
  await signedIn(page, member.token);
  await page.goto('/');
  await expect(page.getByTestId('member-name')).toHaveText(member.name);
  const opener = page.getByTestId('member-name').locator('..').getByRole('button', { name: en.header.logout });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: en.auth.logoutTitle });
  await expect(dialog.getByRole('button', { name: en.common.cancel })).toBeFocused();
  await expectTrapped(page, dialog, 4);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  // Escape kept the member signed in.
  await expect(page.getByTestId('member-name')).toHaveText(member.name);
});

test('the deposit-limit prompt opens on "Not now" and holds the keyboard: Tab never reaches the page behind it', async ({ page, request }) => {
  await signedIn(page, await unansweredMember(request));
  await page.goto('/#/Member/Deposit');
  const dialog = page.getByRole('alertdialog', { name: en.responsible.promptTitle });
  const notNow = dialog.getByRole('button', { name: en.responsible.promptSkip });
  await expect(notNow).toBeFocused();
  await expectTrapped(page, dialog, 4);
  // Enter on the focused safe answer is "not now": remembered, and the page is the player's again.
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('bank-transfer-form')).toBeVisible();
});
