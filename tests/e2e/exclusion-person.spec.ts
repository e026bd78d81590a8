import { expect, test } from './fixtures';
import { createMember, uniqueMember } from './auth-helpers';
import { en, signedIn, useLanguage } from './helpers';
import { fillRegisterAccount, fillRegisterPersonal } from './responsible-play-helpers';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a self-excluded player who registers again in the same browser, same name and another phone, is refused in the form', async ({ page }) => {
  // createMember gives the real name the register helper types again: "Test Player".
  const member = await createMember(page.request);
  await signedIn(page, member.token);
  await page.goto('/#/Member/ResponsiblePlay');
  const section = page.getByTestId('stop-self_exclusion');
  await section.getByLabel(en.responsible.excludeMonths).fill('6');
  await section.getByRole('button', { name: en.responsible.excludeButton }).click();
  const confirm = page.getByRole('dialog', { name: en.responsible.confirmExcludeTitle });
  await confirm.getByLabel(en.responsible.password).fill(member.password);
  await confirm.getByRole('button', { name: en.responsible.confirmExclude }).click();
  const started = page.locator('[data-sonner-toast]').filter({ hasText: /^Your self-exclusion has started and runs until (\S+ \S+) \(GMT\+8\)/ });
  await expect(started).toBeVisible();
  const until = /until (\S+ \S+) \(GMT\+8\)/.exec((await started.textContent())!)![1]!;
  // Every session ended: the lobby is back to its guest header.
  await expect(page.getByRole('form', { name: en.header.login })).toBeVisible();

  await page.getByRole('button', { name: en.header.register }).click();
  const dialog = page.getByRole('dialog', { name: en.auth.registerTitle });
  const fresh = uniqueMember();
  await fillRegisterAccount(dialog, en, fresh.name);
  await fillRegisterPersonal(page, dialog, en, fresh.digits);

  await expect(dialog.getByTestId('register-refusal')).toHaveText(`You have excluded yourself until ${until} (GMT+8): no new account can be opened for you until then`);
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
  await expect(dialog.getByText(en.auth.registerDone.replace('{{name}}', fresh.name))).toHaveCount(0);
  // Nothing was opened: the new name cannot sign in.
  expect((await page.request.post('/api/auth/me')).status()).toBe(401);
  await expect(page.getByTestId('member-name')).toHaveCount(0);
});
