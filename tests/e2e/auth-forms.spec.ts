import { expect, test, type Locator, type Page } from './fixtures';
import { en, useLanguage, zhCn } from './helpers';
import { solveCaptcha, uniqueMember } from './auth-helpers';

/* The account dialogs' forms: steps, focus on errors, and toasts beside (never over) a dialog. */

/** Whether two boxes on the page share any pixel. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('forgot password: Back from step 2 returns to step 1 with the phone and code kept', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  await page.getByRole('button', { name: en.header.forgot }).click();
  const dialog = page.getByRole('dialog', { name: en.auth.forgotTitle });
  const { digits } = uniqueMember();
  await dialog.getByLabel(en.auth.phone).fill(digits);
  await dialog.getByLabel(en.auth.smsCode).fill('123456');
  await dialog.getByRole('button', { name: en.auth.next }).click();

  // Step 2 takes the keyboard at its first field.
  await expect(dialog.getByLabel(en.auth.newPassword)).toBeFocused();
  await dialog.getByRole('button', { name: en.auth.back }).click();

  await expect(dialog.getByLabel(en.auth.newPassword)).toHaveCount(0);
  await expect(dialog.getByLabel(en.auth.phone)).toHaveValue(digits);
  await expect(dialog.getByLabel(en.auth.phone)).toBeFocused();
  await expect(dialog.getByLabel(en.auth.smsCode)).toHaveValue('123456');
  await dialog.getByRole('button', { name: en.auth.next }).click();
  await expect(dialog.getByLabel(en.auth.newPassword)).toBeVisible();
});

test('phone quick login puts focus on the first invalid field, the phone before the code', async ({ page }) => {
  await useLanguage(page, 'zh_cn');
  await page.goto('/');
  await page.getByRole('button', { name: zhCn.header.phoneLogin }).click();
  const dialog = page.getByRole('dialog', { name: zhCn.header.phoneLogin });
  const phone = dialog.getByLabel(zhCn.auth.phone);
  const code = dialog.getByLabel(zhCn.auth.smsCode);
  const login = dialog.getByRole('button', { name: zhCn.header.login });

  // Both empty: the phone, first on the page, gets focus.
  await login.click();
  await expect(phone).toBeFocused();
  await expect(dialog.getByText(zhCn.validation.phoneRequired)).toBeVisible();

  // Only the phone wrong (too short), the code fine: still the phone.
  await phone.fill('1380');
  await code.fill('123456');
  await login.click();
  await expect(dialog.getByText(zhCn.validation.phoneFormat)).toBeVisible();
  await expect(phone).toBeFocused();

  // Phone fine, code empty: now the code.
  await phone.fill('13800000001');
  await code.fill('');
  await login.click();
  await expect(dialog.getByText(zhCn.validation.smsRequired)).toBeVisible();
  await expect(code).toBeFocused();
});

test('an error toast over the register dialog stays clear of it; the quick-login refusal stays inside its dialog', async ({ page }, testInfo) => {
  await useLanguage(page, 'zh_cn');
  await page.goto('/');

  await page.getByRole('button', { name: zhCn.header.register }).click();
  const register = page.getByRole('dialog', { name: zhCn.auth.registerTitle });
  const { name, digits } = uniqueMember();
  await register.getByLabel(zhCn.auth.name, { exact: true }).fill(name);
  await register.getByLabel(zhCn.auth.password, { exact: true }).fill('secret12');
  await register.getByLabel(zhCn.auth.passwordConfirmation).fill('secret12');
  await register.getByLabel(zhCn.responsible.adultConfirm).check();
  await register.getByRole('button', { name: zhCn.auth.next }).click();
  // Sending a code with no phone is refused with a warning toast (docs/product.md §5).
  await register.getByRole('button', { name: zhCn.sms.send }).click();
  const warning = toastWith(page, zhCn.sms.phoneRequired);
  await expect(warning).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('register-toast.png') });
  expect(await overlaps(warning, register)).toBe(false);
  await page.keyboard.press('Escape');
  await expect(register).toHaveCount(0);

  await page.getByRole('button', { name: zhCn.header.phoneLogin }).click();
  const quick = page.getByRole('dialog', { name: zhCn.header.phoneLogin });
  await quick.getByLabel(zhCn.auth.phone).fill(`13${digits.slice(-9)}`);
  await quick.getByLabel(zhCn.auth.smsCode).fill('000000');
  // The slider comes first; no code was sent to this phone, so the server then refuses, and the
  // reason stays inside the dialog (no toast that is gone before it is read).
  await solveCaptcha(page, () => quick.getByRole('button', { name: zhCn.header.login }).click());
  const error = quick.getByRole('alert');
  await expect(error).toBeVisible();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('quick-login-refusal.png') });
});
