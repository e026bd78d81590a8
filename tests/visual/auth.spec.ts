import { expect, test, type Page } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { uniqueMember } from '../e2e/auth-helpers';
import { fillRegisterAccount, fillRegisterPersonal } from '../e2e/responsible-play-helpers';
import { languages, texts } from './languages';

/** Waits until the dialog has stopped animating in, so the shot is stable. */
async function settledDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await networkSettled(page);
  return dialog;
}

for (const lang of languages) {
  const t = texts[lang];
  test.describe(`accounts in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      await page.goto('/');
    });

    test(`login header ${lang}`, async ({ page }) => {
      await expect(page.getByRole('form', { name: t.header.login })).toBeVisible();
      await networkSettled(page);
      await expect(page.getByRole('banner')).toHaveScreenshot(`login-header-${lang}.png`);
    });

    test(`registration steps ${lang}`, async ({ page }) => {
      await page.getByRole('button', { name: t.header.register }).click();
      const dialog = await settledDialog(page, t.auth.registerTitle);
      await expect(dialog).toHaveScreenshot(`register-step1-${lang}.png`);

      const { name, digits } = uniqueMember();
      await fillRegisterAccount(dialog, t, name);
      await expect(dialog.getByLabel(t.auth.qkPwd)).toBeVisible();
      await expect(dialog).toHaveScreenshot(`register-step2-${lang}.png`);

      await fillRegisterPersonal(page, dialog, t, digits);
      const done = dialog.getByText(t.auth.registerDone.replace('{{name}}', name));
      await expect(done).toBeVisible();
      // The generated name differs per run; the rest of the step is compared.
      await expect(dialog).toHaveScreenshot(`register-step3-${lang}.png`, { mask: [done] });
    });

    test(`forgot password steps ${lang}`, async ({ page }) => {
      await page.getByRole('button', { name: t.header.forgot }).click();
      const dialog = await settledDialog(page, t.auth.forgotTitle);
      await expect(dialog).toHaveScreenshot(`forgot-step1-${lang}.png`);
      await dialog.getByLabel(t.auth.phone).fill('9171234567');
      await dialog.getByLabel(t.auth.smsCode).fill('123456');
      await dialog.getByRole('button', { name: t.auth.next }).click();
      await expect(dialog.getByLabel(t.auth.newPassword)).toBeVisible();
      await expect(dialog).toHaveScreenshot(`forgot-step2-${lang}.png`);
    });

    test(`captcha dialog ${lang}`, async ({ page }) => {
      const form = page.getByRole('form', { name: t.header.login });
      await form.getByLabel(t.header.name).fill('demo01');
      await form.getByLabel(t.header.password).fill('demo123');
      await form.getByRole('button', { name: t.header.login, exact: true }).click();
      const dialog = await settledDialog(page, t.captcha.title);
      await expect(page.getByTestId('captcha-puzzle')).toHaveAttribute('data-phase', 'ready');
      // Every puzzle is a new random picture: the canvas is masked, the frame, slider and texts compared.
      await expect(dialog).toHaveScreenshot(`captcha-${lang}.png`, { mask: [dialog.locator('canvas')] });
    });
  });
}
