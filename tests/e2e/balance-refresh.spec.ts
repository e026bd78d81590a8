import { expect, test, type Page } from './fixtures';
import { createMember } from './auth-helpers';
import { askDeposit, auth, headerBalance, serverBalance } from './member-money';
import { signedIn, useLanguage } from './helpers';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

/** Marks the document, so a reload (which would lose the mark) fails the test. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
const stillSameDocument = async (page: Page) => expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);

test('with auto-transfer on, launching a game empties the centre balance in the header and the member pages without a reload', async ({ page, request }) => {
  const member = await createMember(request);
  const id = await askDeposit(request, member, '300.00');
  expect((await request.post(`/api/dev/recharges/${id}/approve`)).ok()).toBe(true);
  expect((await request.post('/api/game/change_trans', { headers: auth(member), data: { status: 1 } })).ok()).toBe(true);
  const before = await serverBalance(request, member);
  expect(Number(before)).toBeGreaterThanOrEqual(300);

  await signedIn(page, member.token);
  await page.goto('/#/Member/Transfer');
  await expect(headerBalance(page)).toHaveText(before);
  await expect(page.getByTestId('centre-money')).toHaveText(before);
  await markDocument(page);

  await page.evaluate(() => (window.location.hash = '#/Game?api=rl_slot_starforge'));
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  const game = await popupOpened;
  await game.waitForURL(/\/api\/demo-game\//);
  await expect(game.getByText(before, { exact: true })).toBeVisible();

  // The launch's answer in the popup is heard here: no focus, no reload, no click on refresh. The
  // header shows the total, which a move into a game leaves; its centre part is emptied.
  await expect(headerBalance(page)).toHaveText(before);
  await expect(page.getByTestId('balance-breakdown').locator('[data-part="centre"]')).toHaveText('0.00');
  await page.evaluate(() => (window.location.hash = '#/Member/Transfer'));
  await expect(page.getByTestId('member-summary-balance')).toHaveText('0.00');
  await expect(page.getByTestId('centre-money')).toHaveText('0.00');
  await expect(page.locator('[data-testid="provider-wallet"][data-api="rl_slot_starforge"]').getByTestId('provider-money')).toHaveText(before);
  await stillSameDocument(page);
  await game.close();
});

test('the operator approves a deposit: after a focus the header balance and the unread badge show it without a reload', async ({ page, request }) => {
  const member = await createMember(request);
  const id = await askDeposit(request, member, '200.00');
  await signedIn(page, member.token);
  await page.goto('/#/Member/Deposit');
  await expect(headerBalance(page)).toHaveText('0.00');
  await expect(page.locator('[data-testid="recharge-row"][data-status="pending"]')).toHaveCount(1);
  await expect(page.getByTestId('mail-badge')).toBeVisible();
  await expect(page.getByTestId('mail-unread')).toHaveCount(0);
  await markDocument(page);

  expect((await request.post(`/api/dev/recharges/${id}/approve`)).ok()).toBe(true);
  const after = await serverBalance(request, member);
  expect(Number(after)).toBeGreaterThanOrEqual(200);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));

  await expect(headerBalance(page)).toHaveText(after);
  await expect(page.getByTestId('member-summary-balance')).toHaveText(after);
  await expect(page.getByTestId('mail-unread')).toHaveText('1');
  await expect(page.locator('[data-testid="recharge-row"][data-status="approved"]')).toHaveCount(1);
  await stillSameDocument(page);
});

test('a message the operator sends shows in the unread badge after a focus, without a reload', async ({ page, request }) => {
  const member = await createMember(request);
  await signedIn(page, member.token);
  await page.goto('/#/Promotion');
  await expect(page.getByTestId('mail-badge')).toBeVisible();
  await expect(page.getByTestId('mail-unread')).toHaveCount(0);
  await markDocument(page);
  expect((await request.post('/api/dev/mail', { data: { name: member.name, title: 'Hello', message: '<p>Hi</p>' } })).ok()).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByTestId('mail-unread')).toHaveText('1');
  await stillSameDocument(page);
});
