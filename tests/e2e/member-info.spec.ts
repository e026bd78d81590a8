import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { apiCaptchaKey, createMember, inboxCode, loginInHeader, uniqueMember } from './auth-helpers';
import { en, signedIn, useLanguage, withoutMarkup } from './helpers';
import zhHk from '../../domain/texts/zh_hk.json' with { type: 'json' };

const labels = { name: en.header.name, password: en.header.password, login: en.header.login };
const auth = (token: { access_token: string }) => ({ authorization: `Bearer ${token.access_token}` });

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

async function openMemberInfo(page: Page) {
  await page.goto('/#/Member/MemberInfo');
  await expect(page.getByRole('heading', { level: 1, name: en.member.MemberInfo })).toBeVisible();
  await expect(page.getByTestId('profile-facts')).toBeVisible();
}

/** A member signed up by phone quick login: no withdrawal password yet. */
async function phoneMember(request: APIRequestContext) {
  const phone = `+86${`13${uniqueMember().digits.slice(-9)}`}`;
  expect((await request.post('/api/auth/sms', { data: { phone, key: await apiCaptchaKey(request) } })).ok()).toBe(true);
  const res = await request.post('/api/auth/phone_login', { data: { phone, sms_code: await inboxCode(request, phone), lang: 'en', key: await apiCaptchaKey(request) } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { access_token: string };
}

test('change the login password, stay signed in here, other devices are out, log in again with the new one', async ({ page, request }) => {
  test.setTimeout(120_000);
  // createMember's own token stands for another device.
  const member = await createMember(request);
  await page.goto('/');
  await loginInHeader(page, member.name, member.password, labels);
  await openMemberInfo(page);

  const form = page.getByTestId('password-form');
  await form.getByLabel(en.profile.oldPassword, { exact: true }).fill(member.password);
  await form.getByLabel(en.profile.newPassword, { exact: true }).fill('newpass9');
  await form.getByLabel(en.profile.confirmPassword, { exact: true }).fill('newpass9');
  await form.getByRole('button', { name: en.profile.changePassword }).click();
  await expect(page.getByText('Login password changed; you have been logged out on your other devices')).toBeVisible();
  await expect(form.getByLabel(en.profile.oldPassword, { exact: true })).toHaveValue('');

  expect((await request.post('/api/auth/me', { headers: auth(member.token) })).status()).toBe(401);
  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveText(member.name);

  await page.getByRole('button', { name: en.header.logout }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.common.confirm }).click();
  await expect(page.getByRole('form', { name: en.header.login })).toBeVisible();
  await loginInHeader(page, member.name, 'newpass9', labels);
});

test('edit the profile: the new values show, also after a reload; the real name stays locked', async ({ page, request }) => {
  const member = await createMember(request);
  await signedIn(page, member.token);
  await openMemberInfo(page);
  await expect(page.getByTestId('profile-email')).toHaveText(en.profile.notSet);

  const form = page.getByTestId('profile-form');
  await expect(form.getByLabel(en.profile.realname)).toHaveValue('Test Player');
  await expect(form.getByLabel(en.profile.realname)).toHaveAttribute('readonly', '');
  await form.getByLabel(en.profile.email).fill('not-an-email');
  await form.getByRole('button', { name: en.profile.save }).click();
  await expect(form.getByText(en.validation.emailFormat)).toBeVisible();

  await form.getByLabel(en.profile.email).fill('player@example.com');
  await form.getByLabel(en.profile.birthday).fill('1990-04-05');
  await form.getByRole('button', { name: en.profile.save }).click();
  await expect(page.getByText(en.profile.saved)).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText('player@example.com');

  await page.reload();
  await expect(page.getByTestId('profile-email')).toHaveText('player@example.com');
  await expect(page.getByTestId('profile-birthday')).toHaveText('1990-04-05');
  await expect(form.getByLabel(en.profile.email)).toHaveValue('player@example.com');
});

test('change the withdrawal password: the old one no longer works', async ({ page, request }) => {
  const member = await createMember(request);
  await signedIn(page, member.token);
  await openMemberInfo(page);

  const form = page.getByTestId('qk-pwd-form');
  const fill = async (old: string, next: string) => {
    await form.getByLabel(en.profile.oldQkPwd).fill(old);
    await form.getByLabel(en.profile.newQkPwd).fill(next);
    await form.getByLabel(en.profile.confirmQkPwd).fill(next);
    await form.getByRole('button', { name: en.profile.changeQkPwd }).click();
  };
  await fill('123456', '654321');
  await expect(page.getByText('Withdrawal password changed')).toBeVisible();
  await expect(form.getByLabel(en.profile.newQkPwd)).toHaveValue('');

  await fill('123456', '777777');
  await expect(page.getByText('The current withdrawal password is wrong')).toBeVisible();
  await fill('654321', '777777');
  await expect(page.getByText('Withdrawal password changed')).toHaveCount(2);
});

test('a phone sign-up sets a first withdrawal password without an old one', async ({ page, request }) => {
  await signedIn(page, await phoneMember(request));
  await openMemberInfo(page);
  const form = page.getByTestId('qk-pwd-form');
  await expect(form.getByText(en.profile.qkPwdFirst)).toBeVisible();
  await form.getByLabel(en.profile.newQkPwd).fill('246810');
  await form.getByLabel(en.profile.confirmQkPwd).fill('246810');
  await form.getByRole('button', { name: en.profile.setQkPwd }).click();
  await expect(page.getByText('Withdrawal password set')).toBeVisible();
  // From now on the form asks for the old one.
  await expect(form.getByLabel(en.profile.oldQkPwd)).toBeVisible();
  await expect(form.getByRole('button', { name: en.profile.changeQkPwd })).toBeVisible();
});

test('the 18+ rule shows by the register button and in the footer', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh_hk'));
  await page.goto('/');
  await expect(page.getByTestId('adult-notice')).toContainText(withoutMarkup(zhHk.footer.adult));
  await page.getByRole('button', { name: zhHk.header.register }).click();
  const dialog = page.getByRole('dialog', { name: zhHk.auth.registerTitle });
  await dialog.getByLabel(zhHk.auth.name).fill(uniqueMember().name);
  await dialog.getByLabel(zhHk.auth.password, { exact: true }).fill('secret12');
  await dialog.getByLabel(zhHk.auth.passwordConfirmation).fill('secret12');
  await dialog.getByLabel(zhHk.responsible.adultConfirm).check();
  await dialog.getByRole('button', { name: zhHk.auth.next }).click();
  await expect(dialog.getByTestId('register-adult-notice')).toHaveText(`18+${zhHk.auth.adultNotice}`);
  await expect(dialog.getByRole('button', { name: zhHk.auth.submitRegister })).toBeVisible();
});
