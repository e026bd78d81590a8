import { expect, test, type APIRequestContext, type Page } from './fixtures';
import type { OperatorRecharge } from '../../server/services/money/recharge-operator';
import { createMember } from './auth-helpers';
import { en, signedIn, useLanguage } from './helpers';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

const balance = (page: Page) => page.getByTestId('member-balance');

/** The operator approves the member's pending deposit, as `npm run ops -- approve-deposit` would. */
async function approvePendingDeposit(request: APIRequestContext, member: string) {
  const { list } = (await (await request.get('/api/dev/recharges?status=pending')).json()) as { list: OperatorRecharge[] };
  const mine = list.filter((r) => r.member === member);
  expect(mine).toHaveLength(1);
  expect((await request.post(`/api/dev/recharges/${mine[0]!.id}/approve`)).ok()).toBe(true);
}

test('deposit by bank transfer, approved by the operator, then online through the payment page: the balance shows each', async ({ page, request }) => {
  const member = await createMember(request);
  await signedIn(page, member.token);
  await page.goto('/#/Member/Deposit');
  await expect(balance(page)).toHaveText('0.00');

  const bank = page.getByTestId('bank-transfer-form');
  await bank.getByLabel(en.deposit.amount).fill('200');
  await bank.getByLabel(en.deposit.payerName).fill('Test Player');
  await bank.getByRole('button', { name: en.deposit.submit }).click();
  await expect(page.getByText('Recharge application submitted successfully, please wait for administrator review!').first()).toBeVisible();
  await expect(page.locator('[data-testid="recharge-row"][data-status="pending"]')).toHaveCount(1);
  await expect(balance(page)).toHaveText('0.00');

  await approvePendingDeposit(request, member.name);
  await page.reload();
  // The first approved deposit also brings the seeded 100 % first-deposit bonus.
  await expect(balance(page)).toHaveText('400.00');
  await expect(page.locator('[data-testid="recharge-row"][data-status="approved"]')).toHaveCount(1);

  await page.getByRole('tab', { name: en.deposit.online }).click();
  const online = page.getByTestId('online-payment-form');
  await online.getByLabel(en.deposit.amount).fill('50.5');
  const popupOpened = page.waitForEvent('popup');
  await online.getByRole('button', { name: en.deposit.payNow }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Pay' }).click();
  await expect(popup.getByText('Payment successful')).toBeVisible();
  await popup.close();
  await expect(balance(page)).toHaveText('450.50');
  await expect(page.locator('[data-testid="recharge-row"][data-status="approved"]')).toHaveCount(2);
});

test('move money to a provider, bet in the demo game, recover everything: wallets and records agree', async ({ page, request }) => {
  const member = await createMember(request);
  const auth = { authorization: `Bearer ${member.token.access_token}` };
  // Funds through the real deposit flow, approved by the operator.
  const [account] = (await (await request.get('/api/payment/normal/list', { headers: auth })).json()) as { id: number }[];
  const deposit = await request.post('/api/recharge/normal?lang=en', { headers: auth, data: { payment_id: account!.id, money: '300.00', payer_name: 'Test Player' } });
  expect(deposit.ok(), await deposit.text()).toBe(true);
  await approvePendingDeposit(request, member.name);

  await signedIn(page, member.token);
  await page.goto('/#/Member/Transfer');
  // 300.00 deposited and 300.00 of first-deposit bonus.
  await expect(page.getByTestId('centre-money')).toHaveText('600.00');
  const form = page.getByTestId('transfer-form');
  await form.getByLabel(en.wallet.provider, { exact: true }).selectOption('rl_slot_starforge');
  await form.getByLabel(en.wallet.amount).fill('1e3');
  await form.getByRole('button', { name: en.wallet.submit }).click();
  await expect(form.getByText(en.validation.amountFormat)).toBeVisible();
  await form.getByLabel(en.wallet.amount).fill('120');
  await form.getByRole('button', { name: en.wallet.submit }).click();
  await expect(page.getByTestId('centre-money')).toHaveText('480.00');
  // The header shows the total: a move into a game leaves it, the centre part drops.
  await expect(balance(page)).toHaveText('600.00');
  await expect(page.getByTestId('balance-breakdown').locator('[data-part="centre"]')).toHaveText('480.00');
  const starforge = page.locator('[data-testid="provider-wallet"][data-api="rl_slot_starforge"]');
  await expect(starforge.getByTestId('provider-money')).toHaveText('120.00');

  // The demo game plays against that wallet: one bet of 10.00.
  await page.goto('/#/Game?api=rl_slot_starforge');
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  const game = await popupOpened;
  await expect(game.getByText('120.00')).toBeVisible();
  await game.getByRole('button', { name: '10.00' }).click();
  await expect(game.getByRole('status')).toHaveText(/^Bet 10.00, (won \d+\.00!|no win this time)$/);
  const outcome = (await game.getByRole('status').textContent()) ?? '';
  const won = Number(/won (\d+)\.00/.exec(outcome)?.[1] ?? 0);
  await game.close();

  await page.goto('/#/Member/Transfer');
  const left = (120 - 10 + won).toFixed(2);
  await expect(starforge.getByTestId('provider-money')).toHaveText(left);
  await page.getByTestId('recover-all').click();
  await expect(page.getByText(`Recovered ${left} to your main wallet`)).toBeVisible();
  const total = (480 + 120 - 10 + won).toFixed(2);
  await expect(page.getByTestId('centre-money')).toHaveText(total);
  await expect(balance(page)).toHaveText(total);
  await expect(starforge.getByTestId('provider-money')).toHaveText('0.00');

  await page.goto('/#/Member/Transaction');
  const rows = page.getByTestId('money-row');
  await expect(rows.first()).toBeVisible();
  const kinds = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-kind')));
  expect(kinds.filter((k) => k === 'transfer')).toHaveLength(2);
  expect(kinds).toContain('bet');
  expect(kinds.at(-1)).toBe('deposit');
});

test('bind a card, withdraw, the operator pays: the records show each step', async ({ page, request }) => {
  const member = await createMember(request);
  const auth = { authorization: `Bearer ${member.token.access_token}` };
  const [account] = (await (await request.get('/api/payment/normal/list', { headers: auth })).json()) as { id: number }[];
  expect((await request.post('/api/recharge/normal', { headers: auth, data: { payment_id: account!.id, money: '150.00', payer_name: 'Test Player' } })).ok()).toBe(true);
  await approvePendingDeposit(request, member.name);
  await signedIn(page, member.token);

  await page.goto('/#/Member/Withdraw');
  await expect(page.getByTestId('no-card')).toBeVisible();
  await page.getByRole('link', { name: en.withdraw.bindCard }).click();
  await expect(page).toHaveURL(/#\/Member\/BankCard$/);
  await page.getByRole('button', { name: en.bankCards.add }).click();
  const dialog = page.getByRole('dialog', { name: en.bankCards.addTitle });
  await dialog.getByLabel(en.bankCards.bank).selectOption({ index: 1 });
  await dialog.getByLabel(en.bankCards.cardNo).fill('6222 0212 3456 7890 127');
  await dialog.getByLabel(en.bankCards.branch).fill('Main branch');
  await dialog.getByRole('button', { name: en.bankCards.saveNew }).click();
  await expect(dialog.getByText(en.validation.cardNoLuhn)).toBeVisible();
  await dialog.getByLabel(en.bankCards.cardNo).fill('6222 0212 3456 7890 128');
  // The card decides where withdrawals go: the form asks for the withdrawal password, and the
  // server's refusal of a wrong one shows in the form, nothing bound.
  await dialog.getByRole('button', { name: en.bankCards.saveNew }).click();
  await expect(dialog.getByText(en.validation.qkPwdRequired)).toBeVisible();
  await dialog.getByLabel(en.bankCards.qkPwd).fill('000000');
  await dialog.getByRole('button', { name: en.bankCards.saveNew }).click();
  await expect(dialog.getByTestId('bank-card-error')).toHaveText('The withdrawal password is wrong');
  await dialog.getByLabel(en.bankCards.qkPwd).fill('123456');
  await dialog.getByRole('button', { name: en.bankCards.saveNew }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('**** **** **** 0128')).toBeVisible();
  await expect(page.getByText('6222021234567890128')).toHaveCount(0);

  await page.goto('/#/Member/Withdraw');
  // 300.00 with the first-deposit bonus, of which the member's own 150.00 may leave before any betting.
  await expect(page.getByTestId('withdrawable')).toHaveText('150.00');
  const form = page.getByTestId('withdraw-form');
  await form.getByLabel(en.withdraw.amount).fill('100');
  await form.getByLabel(en.withdraw.qkPwd).fill('654321');
  await form.getByRole('button', { name: en.withdraw.submit }).click();
  await expect(page.getByText('The withdrawal password is wrong')).toBeVisible();
  await expect(balance(page)).toHaveText('300.00');
  await form.getByLabel(en.withdraw.qkPwd).fill('123456');
  await form.getByRole('button', { name: en.withdraw.submit }).click();
  await expect(page.getByText('Withdrawal submitted. Withdrawals are paid once our cashier has checked them.')).toBeVisible();
  await expect(balance(page)).toHaveText('200.00');
  await expect(form.getByTestId('withdraw-submit')).toBeDisabled();
  await expect(page.locator('[data-testid="withdrawal-row"][data-status="pending"]')).toHaveCount(1);

  const [pending] = (await (await request.get('/api/drawing/list', { headers: auth })).json()) as { id: number }[];
  expect((await request.post(`/api/dev/withdrawals/${pending!.id}/pay`)).ok()).toBe(true);
  await page.reload();
  await expect(page.locator('[data-testid="withdrawal-row"][data-status="paid"]')).toHaveCount(1);

  await page.goto('/#/Member/Transaction');
  await expect(page.getByTestId('money-row')).toHaveCount(3);
  await expect(page.getByTestId('money-row').first()).toHaveAttribute('data-kind', 'withdrawal');
  await expect(page.getByTestId('money-row').nth(1)).toHaveAttribute('data-kind', 'bonus');
  await expect(page.getByTestId('money-row').nth(2)).toHaveAttribute('data-kind', 'deposit');
  await expect(page.getByTestId('money-totals')).toContainText('In: 300.00');
  await expect(page.getByTestId('money-totals')).toContainText('Out: 100.00');
});
