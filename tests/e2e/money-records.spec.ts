import { expect, test, type APIRequestContext } from './fixtures';
import type { OperatorRecharge } from '../../server/services/money/recharge-operator';
import type { BankType } from '../../domain/contracts/replies/bank-cards';
import type { WithdrawInfo } from '../../domain/contracts/replies/withdrawals';
import { createMember } from './auth-helpers';
import { en, signedIn, useLanguage, zhCn } from './helpers';

type Member = Awaited<ReturnType<typeof createMember>>;
const auth = (m: Member) => ({ authorization: `Bearer ${m.token.access_token}` });

/** A bank-transfer deposit of `money`, approved by the operator (the dev twin of `npm run ops`). */
async function deposited(request: APIRequestContext, m: Member, money: string) {
  const [account] = (await (await request.get('/api/payment/normal/list', { headers: auth(m) })).json()) as { id: number }[];
  expect((await request.post('/api/recharge/normal', { headers: auth(m), data: { payment_id: account!.id, money, payer_name: 'Test Player' } })).ok()).toBe(true);
  const { list } = (await (await request.get('/api/dev/recharges?status=pending')).json()) as { list: OperatorRecharge[] };
  const mine = list.find((r) => r.member === m.name);
  expect((await request.post(`/api/dev/recharges/${mine!.id}/approve`)).ok()).toBe(true);
}

test('Transaction: a refused withdrawal\'s refund, transfers naming the game wallet, one balance per column, and a reversed range refused in Chinese', async ({ page, request }) => {
  await useLanguage(page, 'zh_cn');
  const m = await createMember(request);
  await deposited(request, m, '300.00');
  const [bank] = (await (await request.get('/api/member/bank/type', { headers: auth(m) })).json()) as BankType[];
  const card = await request.post('/api/member/bank', { headers: auth(m), data: { bank_type_id: bank!.id, card_no: '6222021234567890128', owner_name: 'Test Player', branch: 'Main', qk_pwd: '123456' } });
  expect(card.ok(), await card.text()).toBe(true);
  const [cardRow] = (await (await request.get('/api/member/bank', { headers: auth(m) })).json()) as { id: number }[];
  const drawn = await request.post('/api/drawing', { headers: { ...auth(m), 'idempotency-key': `e2e-draw-${m.name}` }, data: { money: '100.00', bank_id: cardRow!.id, qk_pwd: '123456' } });
  expect(drawn.ok(), await drawn.text()).toBe(true);
  const [pending] = (await (await request.get('/api/drawing/list', { headers: auth(m) })).json()) as { id: number }[];
  expect((await request.post(`/api/dev/withdrawals/${pending!.id}/reject`, { data: { reason: 'e2e' } })).ok()).toBe(true);
  expect((await request.post('/api/game/deposit', { headers: { ...auth(m), 'idempotency-key': `e2e-move-${m.name}` }, data: { api_code: 'rl_slot_starforge', money: '50.00' } })).ok()).toBe(true);

  await signedIn(page, m.token);
  await page.goto('/#/Member/Transaction');
  const rows = page.getByTestId('money-row');
  await expect(rows.nth(2)).toBeVisible();
  await expect(rows.nth(0).getByTestId('money-kind')).toHaveText('转入 Starforge 钱包');
  await expect(rows.nth(0).getByTestId('money-wallet-balance')).toHaveText('50.00');
  await expect(rows.nth(1).getByTestId('money-kind')).toHaveText(zhCn.records.refund);
  await expect(rows.nth(1)).toContainText('+100.00');
  await expect(rows.nth(2).getByTestId('money-kind')).toHaveText(zhCn.records.kinds.withdrawal);
  await expect(page.getByRole('columnheader', { name: zhCn.records.balance })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: zhCn.records.walletBalance })).toBeVisible();

  await page.getByTestId('range-start').fill('2026-03-05');
  await page.getByTestId('range-end').fill('2026-03-01');
  await page.getByRole('button', { name: zhCn.records.search }).click();
  await expect(page.getByRole('alert')).toHaveText(zhCn.validation.rangeReversed);
  await expect(rows).toHaveCount(0);
  // Nothing left for the browser's own (English) bubble to complain about.
  expect(await page.getByTestId('range-start').evaluate((input: HTMLInputElement) => input.validity.valid && input.form!.checkValidity())).toBe(true);
});

test('Withdraw: one plain sentence for a member with nothing deposited, then for a first deposit (with its bonus) not yet played', async ({ page, request }) => {
  await useLanguage(page, 'zh_cn');
  const m = await createMember(request);
  await signedIn(page, m.token);
  await page.goto('/#/Member/Withdraw');
  await expect(page.getByTestId('turnover-status')).toHaveText(zhCn.withdraw.turnoverNone);
  await deposited(request, m, '200.00');
  // A first deposit brings the first-deposit bonus, whose own requirement is the larger debt: (200.00 + bonus) x 10.
  const info = (await (await request.get('/api/drawing/info', { headers: auth(m) })).json()) as WithdrawInfo;
  const bonusCents = Math.round(Number(info.bonus!.amount) * 100);
  expect(info.turnover.still_needed).toBe(((20_000 + bonusCents) * 10 / 100).toFixed(2));
  await page.reload();
  await expect(page.getByTestId('turnover-status')).toHaveAttribute('data-state', 'bonus');
  await expect(page.getByTestId('turnover-status')).toContainText(zhCn.withdraw.turnoverBonus.replace('{{amount}}', info.turnover.still_needed));
  await expect(page.getByTestId('withdraw-summary')).not.toContainText(zhCn.withdraw.turnoverMet);
});

test('Deposit voucher picker in the page\'s language, naming the file, reachable by keyboard; one bank name per language', async ({ page, request }) => {
  await useLanguage(page, 'zh_cn');
  const m = await createMember(request);
  await signedIn(page, m.token);
  await page.goto('/#/Member/Deposit');
  const picker = page.getByTestId('voucher-input');
  await expect(page.getByTestId('voucher-input-button')).toHaveText(zhCn.deposit.voucherChoose);
  await expect(page.getByTestId('voucher-input-name')).toHaveText(zhCn.deposit.voucherNone);
  await picker.focus();
  await expect(picker).toBeFocused();
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await picker.setInputFiles({ name: '转账截图.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('voucher-input-name')).toHaveText('转账截图.png');
  await expect(page.getByTestId('voucher-preview')).toBeVisible();

  // English: the house account's bank is named as the bank list names it, its payee and branch in English.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  const payTo = page.getByTestId('pay-to');
  await expect(payTo).toContainText('Industrial and Commercial Bank of China');
  await expect(payTo).not.toContainText(/\p{Script=Han}/u);
  await page.goto('/#/Member/BankCard');
  await page.getByRole('button', { name: en.bankCards.add }).click();
  const dialog = page.getByRole('dialog', { name: en.bankCards.addTitle });
  await expect(dialog.getByLabel(en.bankCards.bank).locator('option', { hasText: 'Industrial and Commercial Bank of China' })).toHaveCount(1);
  await expect(dialog.getByTestId('card-owner')).toHaveAttribute('aria-readonly', 'true');
});
