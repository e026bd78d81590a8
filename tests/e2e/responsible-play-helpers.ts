import { expect, type Locator, type Page } from './fixtures';
import { inboxCode, phoneDigitsFor, solveCaptcha, uniqueMember } from './auth-helpers';
import type en from '../../domain/texts/en.json';

type Texts = typeof en;

/** "2026-11-26 21:30" in the browsers' zone (playwright.config: Asia/Shanghai), as the lobby shows a time. */
export function shownTime(iso: string | Date): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return `${day} ${time}`;
}

/** Register step 1 as a player fills it (name, password twice, 18+ ticked), then Next. */
export async function fillRegisterAccount(dialog: Locator, t: Texts, name: string): Promise<void> {
  await dialog.getByLabel(t.auth.name, { exact: true }).fill(name);
  await dialog.getByLabel(t.auth.password, { exact: true }).fill('secret12');
  await dialog.getByLabel(t.auth.passwordConfirmation).fill('secret12');
  await dialog.getByLabel(t.responsible.adultConfirm).check();
  await dialog.getByRole('button', { name: t.auth.next }).click();
}

/** Register step 2 (SMS code from the dev inbox, captcha solved), sent: the dialog moves to its last step. */
export async function fillRegisterPersonal(page: Page, dialog: Locator, t: Texts, digits: string): Promise<void> {
  await dialog.getByLabel(t.auth.realname).fill('Test Player');
  await dialog.getByLabel(t.auth.qkPwd).fill('123456');
  const prefix = await dialog.getByLabel(t.form.countryPrefix).inputValue();
  const local = phoneDigitsFor(prefix, digits);
  await dialog.getByLabel(t.auth.phone).fill(local);
  await solveCaptcha(page, () => dialog.getByRole('button', { name: t.sms.send }).click());
  await dialog.getByLabel(t.auth.smsCode).fill(await inboxCode(page.request, `${prefix}${local}`));
  await solveCaptcha(page, () => dialog.getByRole('button', { name: t.auth.submitRegister }).click());
}

/**
 * Registers a new member through the header's dialog as a player does and leaves it at its last
 * step. The member's name.
 */
export async function registerThroughDialog(page: Page, t: Texts): Promise<string> {
  await page.getByRole('button', { name: t.header.register }).click();
  const dialog = page.getByRole('dialog', { name: t.auth.registerTitle });
  const { name, digits } = uniqueMember();
  await fillRegisterAccount(dialog, t, name);
  await fillRegisterPersonal(page, dialog, t, digits);
  await expect(dialog.getByText(t.auth.registerDone.replace('{{name}}', name))).toBeVisible();
  return name;
}
