import { expect, test } from './fixtures';
import { createMember } from './auth-helpers';
import { en, signedIn, useLanguage } from './helpers';
import { askDeposit, auth } from './member-money';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('the deposit page says what the member\'s own limit leaves, and a refusal keeps the amount in sight below the sticky header', async ({ page }) => {
  const member = await createMember(page.request);
  expect((await page.request.post('/api/member/limits', { headers: auth(member), data: { deposit_day: '500.00' } })).ok()).toBe(true);
  await askDeposit(page.request, member, '150.00');
  await signedIn(page, member.token);
  await page.goto('/#/Member/Deposit');
  const bank = page.getByTestId('bank-transfer-form');
  await expect(bank.getByTestId('deposit-room')).toHaveText('Your own deposit limits allow 350.00 more now.');

  // The amount is scrolled under the header, as after reading the account details; then an amount over the room is sent.
  const amount = bank.getByLabel(en.deposit.amount);
  await amount.fill('400');
  await bank.getByLabel(en.deposit.payerName).fill('Test Player');
  const header = page.getByTestId('site-header');
  const headerBottom = async () => (await header.boundingBox())!.y + (await header.boundingBox())!.height;
  await amount.evaluate((field) => {
    const head = document.querySelector('[data-testid=site-header]')!.getBoundingClientRect().height;
    window.scrollBy(0, field.getBoundingClientRect().top - head / 2);
  });
  expect((await amount.boundingBox())!.y).toBeLessThan(await headerBottom());
  await bank.getByLabel(en.deposit.payerName).press('Enter');
  await expect(bank.getByTestId('deposit-limit-refusal')).toHaveText('This deposit is over your deposit limit: you can deposit at most 350.00 more now');
  await expect(amount).toBeFocused();
  await expect.poll(async () => (await amount.boundingBox())!.y >= (await headerBottom())).toBe(true);
});

test('a member at their own limit is told so on the deposit page and is not urged to deposit on the VIP page', async ({ page }) => {
  const member = await createMember(page.request);
  expect((await page.request.post('/api/member/limits', { headers: auth(member), data: { deposit_day: '100.00' } })).ok()).toBe(true);
  await askDeposit(page.request, member, '100.00');
  await signedIn(page, member.token);
  await page.goto('/#/Member/Deposit');
  await expect(page.getByTestId('bank-transfer-form').getByTestId('deposit-room')).toHaveText(en.deposit.roomNone);
  await page.goto('/#/Member/Vip');
  await expect(page.getByTestId('vip-needed')).toContainText('You have reached your own deposit limit');
});
