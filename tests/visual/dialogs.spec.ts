import { expect, test, type Page } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import type { ActItem } from '../../domain/contracts/replies/promotions';
import { createMember } from '../e2e/auth-helpers';
import { signedIn } from '../e2e/helpers';
import { eagerImages } from './eager-images';
import { footerLoaded } from './footer-loaded';
import { languages, texts } from './languages';

/** The dialog is open and its texts and fonts are in; the shot is the dialog alone. */
async function openDialog(page: Page, name: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = page.getByRole(role, { name });
  await expect(dialog).toBeVisible();
  await eagerImages(page);
  await networkSettled(page);
  return dialog;
}

/** The seeded promotion that pays 18.00 at once on applying. */
const instantPromotion = 35;

/**
 * A member's dialogs that had no shot: adding a bank card (empty, then with its errors), the
 * confirmations before deleting mail and logging out, a promotion's application result and
 * Yu-EBao's put-in form. One new member per language, in this order (the application's 18.00 is
 * what the put-in form offers).
 */
for (const lang of languages) {
  const t = texts[lang];
  test(`member dialogs ${lang}`, async ({ page, request }) => {
    await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
    await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+08:00'));
    const member = await createMember(request);
    expect((await request.post('/api/dev/mail', { data: { name: member.name, title: 'Hello', message: '<p>Hello</p>' } })).ok()).toBe(true);
    await signedIn(page, member.token);

    await page.goto('/#/Member/BankCard');
    await footerLoaded(page, t.footer.aboutUs);
    await page.getByTestId('add-card').click();
    const card = await openDialog(page, t.bankCards.addTitle);
    await expect(card).toHaveScreenshot(`bank-card-add-${lang}.png`);
    await card.getByRole('button', { name: t.bankCards.saveNew }).click();
    await expect(card.getByRole('alert').first()).toBeVisible();
    await expect(card).toHaveScreenshot(`bank-card-add-errors-${lang}.png`);
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);

    await page.goto('/#/Member/SiteMail');
    await page.getByRole('button', { name: t.mail.deleteAll }).click();
    const deleteAll = await openDialog(page, t.mail.deleteAllTitle, 'alertdialog');
    await expect(deleteAll).toHaveScreenshot(`mail-delete-all-${lang}.png`);
    await deleteAll.getByRole('button', { name: t.common.cancel }).click();
    await expect(deleteAll).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: t.header.logout }).click();
    const logout = await openDialog(page, t.auth.logoutTitle, 'alertdialog');
    await expect(logout).toHaveScreenshot(`logout-confirm-${lang}.png`);
    await logout.getByRole('button', { name: t.common.cancel }).click();
    await expect(logout).toHaveCount(0);

    const acts = (await (await request.get(`/api/act/list?lang=${lang}`)).json()) as ActItem[];
    await page.goto(`/#/activity/${acts.find((a) => a.id === instantPromotion)!.activity_id}`);
    await page.getByRole('button', { name: t.promotions.applyNow }).click();
    const result = await openDialog(page, t.promotions.resultTitle);
    await expect(result.getByTestId('apply-result')).toBeVisible();
    // The time of the application is the server's now.
    await expect(result).toHaveScreenshot(`apply-result-${lang}.png`, { mask: [result.locator('dd').nth(3)] });
    await page.keyboard.press('Escape');

    await page.goto('/#/Yu-EBao');
    await page.getByRole('button', { name: t.yuebao.putIn }).first().click();
    const putIn = await openDialog(page, new RegExp(t.yuebao.putInTitle.replace('{{plan}}', '.+')));
    // The room left in the plan is shared by every member: the e2e tests in the same run take some.
    await expect(putIn).toHaveScreenshot(`yuebao-put-in-${lang}.png`, { mask: [putIn.getByTestId('yuebao-pool-room')] });
  });
}

/**
 * A promotion's details over /Promotion, as a visitor opens them from the first card: its art, run,
 * rules and the apply button. Periods and phases depend on the date: the browser's clock is fixed.
 */
for (const lang of languages) {
  const t = texts[lang];
  test(`promotion details ${lang}`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
    await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+08:00'));
    await page.goto('/#/Promotion');
    const card = page.getByTestId('activity-card').first();
    await expect(page.getByTestId('activity-card')).toHaveCount(7);
    const title = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('button', { name: t.promotions.detailsOf.replace('{{title}}', title) }).click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details.getByTestId('activity-content')).toBeVisible();
    // The first card is the welcome gift: its way in is the apply button (a visitor is asked to log in on pressing it).
    await expect(details.getByRole('button', { name: t.promotions.applyNow })).toBeVisible();
    await networkSettled(page);
    await expect(details).toHaveScreenshot(`promotion-details-${lang}.png`);
  });
}
