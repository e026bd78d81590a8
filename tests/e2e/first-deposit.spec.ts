import { expect, test, type APIRequestContext } from './fixtures';
import type { OperatorRecharge } from '../../server/services/money/recharge-operator';
import { createMember, solveCaptcha } from './auth-helpers';
import { en, signedIn, useLanguage } from './helpers';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

/** The banner "100% first deposit bonus" leads here (seeded activity 1). */
const firstDepositPage = '/#/activity/1';
const bearer = (token: { access_token: string }) => ({ authorization: `Bearer ${token.access_token}` });

/** A bank deposit of `money`, approved by the operator through the dev twin of `npm run ops`. */
async function approvedDeposit(request: APIRequestContext, member: { name: string; token: { access_token: string } }, money: string) {
  const headers = bearer(member.token);
  const [account] = (await (await request.get('/api/payment/normal/list', { headers })).json()) as { id: number }[];
  expect((await request.post('/api/recharge/normal', { headers, data: { payment_id: account!.id, money, payer_name: 'Test Player' } })).ok()).toBe(true);
  const { list } = (await (await request.get('/api/dev/recharges?status=pending')).json()) as { list: OperatorRecharge[] };
  const mine = list.find((r) => r.member === member.name)!;
  expect((await request.post(`/api/dev/recharges/${mine.id}/approve`)).ok()).toBe(true);
}

test('a visitor reads how the first deposit bonus is given, logs in in place and is offered the deposit', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto(firstDepositPage);
  const action = page.getByTestId('activity-action');
  await expect(action).toHaveAttribute('data-kind', 'automatic');
  await expect(action.getByText(en.promotions.action.howTitle)).toBeVisible();
  await expect(action).toContainText('when your first deposit of 100.00 or more is approved, 100% of it (up to 8888.00) is credited to your wallet automatically');
  await expect(action).toContainText(en.promotions.action.automaticVisitor);
  await expect(action.getByTestId('first-deposit-wagering')).toHaveText(
    'Betting requirement: the bonus and its winnings can be withdrawn after valid bets of (first deposit + bonus) × 10. Until then the part of your own deposit you have not lost stays withdrawable, and withdrawing it does not cancel the bonus.',
  );
  await expect(action.getByRole('link', { name: en.promotions.action.depositNow })).toHaveCount(0);
  await action.getByRole('button', { name: en.promotions.action.login }).click();
  const dialog = page.getByRole('dialog', { name: en.header.login });
  await dialog.getByLabel(en.header.name).fill(member.name);
  await dialog.getByLabel(en.header.password).fill(member.password);
  await solveCaptcha(page, () => dialog.getByRole('button', { name: en.header.login }).click());
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/#\/activity\/1$/);
  await expect(action.getByRole('link', { name: en.promotions.action.depositNow })).toBeVisible();
});

test('a new member is offered the deposit, and their first approved deposit of 500 comes with 500 of bonus, once', async ({ page, request }) => {
  const member = await createMember(request);
  await signedIn(page, member.token);
  await page.goto(firstDepositPage);
  const action = page.getByTestId('activity-action');
  await action.getByRole('link', { name: en.promotions.action.depositNow }).click();
  await expect(page).toHaveURL(/#\/Member\/Deposit$/);

  await approvedDeposit(request, member, '500.00');
  // A fresh load reads the balance from the server: the deposit and the bonus.
  await page.goto('/#/Member/Transfer');
  await page.reload();
  await expect(page.getByTestId('member-balance')).toHaveText('1000.00');

  await page.goto(firstDepositPage);
  await expect(page.getByTestId('first-deposit-state')).toContainText('Your first deposit bonus of 500.00 was credited on');
  // (500.00 + 500.00) × 10 still to bet before the bonus can leave.
  await expect(page.getByTestId('first-deposit-state')).toContainText('Place 10000.00 more in valid bets to unlock it (0.00 of 10000.00 bet).');
  await expect(action.getByRole('link', { name: en.promotions.action.depositNow })).toHaveCount(0);

  // The withdraw page: only the member's own deposit may leave, and it says what is left to bet.
  await page.goto('/#/Member/Withdraw');
  await expect(page.getByTestId('withdrawable')).toHaveText('500.00');
  await expect(page.getByTestId('turnover-status')).toContainText(
    'Place 10000.00 more in valid bets to unlock your first deposit bonus and its winnings; your own unlost deposit can be withdrawn now',
  );
  await expect(page.getByText('valid bets of (first deposit + bonus) × 10; until then your own unlost deposit stays withdrawable')).toBeVisible();

  await approvedDeposit(request, member, '200.00');
  await page.goto('/#/Member/Transfer');
  await page.reload();
  await expect(page.getByTestId('member-balance')).toHaveText('1200.00');
});

test('the other activities end in their action too: the lucky wheel leads to its page', async ({ page }) => {
  await page.goto('/#/activity/4');
  const action = page.getByTestId('activity-action');
  await expect(action).toHaveAttribute('data-kind', 'link');
  await action.getByRole('link', { name: en.promotions.action.link }).click();
  await expect(page).toHaveURL(/#\/zhuanpan$/);
});
