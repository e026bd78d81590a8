import { expect, test, type APIRequestContext } from './fixtures';
import type { OperatorRecharge } from '../../server/services/money/recharge-operator';
import { createMember, loginInHeader } from './auth-helpers';
import { en, signedIn, useLanguage } from './helpers';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

/** A new member whose 300.00 bank deposit the operator approved. */
async function memberWithDeposit(request: APIRequestContext) {
  const member = await createMember(request);
  const headers = { authorization: `Bearer ${member.token.access_token}` };
  const [account] = (await (await request.get('/api/payment/normal/list', { headers })).json()) as { id: number }[];
  expect((await request.post('/api/recharge/normal', { headers, data: { payment_id: account!.id, money: '300.00', payer_name: 'Test Player' } })).ok()).toBe(true);
  const { list } = (await (await request.get('/api/dev/recharges?status=pending')).json()) as { list: OperatorRecharge[] };
  const mine = list.find((r) => r.member === member.name)!;
  expect((await request.post(`/api/dev/recharges/${mine.id}/approve`)).ok()).toBe(true);
  return member;
}

test('the VIP page shows the member level and the approved deposits as progress to the next level', async ({ page, request }) => {
  await signedIn(page, (await memberWithDeposit(request)).token);
  await page.goto('/#/Member/Vip');
  const bar = page.getByRole('progressbar', { name: en.vip.progressLabel.replace('{{name}}', 'VIP2 Silver') });
  await expect(bar).toHaveAttribute('aria-valuenow', '30');
  await expect(bar).toHaveAttribute('aria-valuetext', '300.00 of 1,000.00 (30%)');
  await expect(page.getByTestId('vip-needed')).toHaveText('Deposit 700.00 more to reach VIP2 Silver.');
  await expect(page.getByTestId('vip-level')).toHaveCount(10);
  await expect(page.locator('[data-testid="vip-level"][aria-current="true"]')).toContainText('VIP1 Bronze');
});

test('the rebate list shows the rates per game type and sends the member to collect what is waiting', async ({ page, request }) => {
  const member = await createMember(request);
  await signedIn(page, member.token);
  await page.goto('/#/Member/RebateList');
  await expect(page.getByText(en.rebateRates.waitingEmpty)).toBeVisible();
  const rows = page.getByTestId('rebate-rate');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('0.30%');
  await expect(page.locator('[data-testid="rebate-rate"][aria-current="true"]')).toContainText('VIP1 Bronze');
  await page.getByRole('tab', { name: en.nav.game }).click();
  await expect(rows.last()).toContainText('1.20%');
  await expect(page).toHaveURL(/RebateList\?type=3$/);
});

test('the demo member sees the 38.00 waiting, their level marked, and the link to collect on the wallet page', async ({ page }) => {
  await page.goto('/#/Promotion');
  await loginInHeader(page, 'demo01', 'demo123', { name: en.header.name, password: en.header.password, login: en.header.login });
  await page.goto('/#/Member/RebateList?type=2');
  await expect(page.getByTestId('rebates-waiting-total')).toHaveText('38.00');
  await expect(page.locator('[data-testid="rebate-rate"][aria-current="true"]')).toContainText('VIP3 Gold');
  await expect(page.locator('[data-testid="rebate-rate"][aria-current="true"]')).toContainText('0.60%');
  await page.getByRole('link', { name: en.rebateRates.collect }).click();
  await expect(page).toHaveURL(/#\/Member\/Transfer\?id=1$/);
  await expect(page.getByTestId('rebates-total')).toHaveText('38.00');
});
