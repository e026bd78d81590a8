import { expect, test, type APIRequestContext, type Page } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import type { OperatorRecharge } from '../../server/services/money/recharge-operator';
import { createMember } from '../e2e/auth-helpers';
import { signedIn } from '../e2e/helpers';
import { footerLoaded } from './footer-loaded';
import { texts } from './languages';

/**
 * A member with some money history, made through the real API: a 300.00 first deposit the operator
 * approved (with its 300.00 first-deposit bonus), 120.00 moved to Starforge and one bank card. Their name and the times of their rows
 * differ per run, so the shots mask those.
 */
async function memberWithMoney(request: APIRequestContext) {
  const member = await createMember(request);
  const headers = { authorization: `Bearer ${member.token.access_token}` };
  const [account] = (await (await request.get('/api/payment/normal/list', { headers })).json()) as { id: number }[];
  expect((await request.post('/api/recharge/normal', { headers, data: { payment_id: account!.id, money: '300.00', payer_name: 'Test Player' } })).ok()).toBe(true);
  const { list } = (await (await request.get('/api/dev/recharges?status=pending')).json()) as { list: OperatorRecharge[] };
  const mine = list.find((r) => r.member === member.name)!;
  expect((await request.post(`/api/dev/recharges/${mine.id}/approve`)).ok()).toBe(true);
  expect((await request.post('/api/game/deposit', { headers, data: { api_code: 'rl_slot_starforge', money: '120.00' } })).ok()).toBe(true);
  const [bank] = (await (await request.get('/api/member/bank/type', { headers })).json()) as { id: number }[];
  const card = await request.post('/api/member/bank', { headers, data: { bank_type_id: bank!.id, card_no: '6222021234567890128', owner_name: 'Test Player', branch: 'Shenzhen Nanshan', qk_pwd: '123456' } });
  expect(card.ok(), await card.text()).toBe(true);
  return member;
}

/**
 * What changes from run to run: the member's name, the times of their records, and how much of each
 * Yu-EBao plan's pool is taken (every member shares it, and the e2e tests in the same run put money in).
 */
const varying = (page: Page) => [
  page.getByTestId('member-name'),
  page.getByTestId('member-summary-name'),
  page.locator('table tbody td:first-child'),
  page.getByTestId('bank-card-date'),
  page.getByTestId('yuebao-pool-used'),
];

async function settle(page: Page, aboutUs: string) {
  await footerLoaded(page, aboutUs);
  await networkSettled(page);
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
}

for (const lang of ['en', 'zh_cn', 'zh_hk'] as const) {
  const t = texts[lang];
  test.describe(`money screens in ${lang}`, () => {
    test.beforeEach(async ({ page, request }) => {
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      await signedIn(page, (await memberWithMoney(request)).token);
    });

    test(`transfer ${lang}`, async ({ page }) => {
      await page.goto('/#/Member/Transfer');
      await expect(page.getByTestId('centre-money')).toHaveText('480.00');
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`transfer-${lang}.png`, { fullPage: true, mask: varying(page) });
      await page.getByRole('tab', { name: t.wallet.rebates }).click();
      await expect(page.getByText(t.wallet.rebatesEmpty)).toBeVisible();
      await expect(page).toHaveScreenshot(`transfer-rebates-${lang}.png`, { fullPage: true, mask: varying(page) });
    });

    test(`records ${lang}`, async ({ page }) => {
      await page.goto('/#/Member/Transaction');
      await expect(page.getByTestId('money-row')).toHaveCount(3);
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`records-${lang}.png`, { fullPage: true, mask: varying(page) });
    });

    test(`deposit ${lang}`, async ({ page }) => {
      await page.goto('/#/Member/Deposit');
      await expect(page.locator('[data-testid="recharge-row"][data-status="approved"]')).toHaveCount(1);
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`deposit-bank-${lang}.png`, { fullPage: true, mask: varying(page) });
      await page.getByRole('tab', { name: t.deposit.online }).click();
      await expect(page.getByTestId('online-payment-form')).toBeVisible();
      await expect(page).toHaveScreenshot(`deposit-online-${lang}.png`, { fullPage: true, mask: varying(page) });
    });

    test(`withdraw ${lang}`, async ({ page }) => {
      await page.goto('/#/Member/Withdraw');
      // Only the member's own deposit may leave before the bonus is bet through.
      await expect(page.getByTestId('withdrawable')).toHaveText('300.00');
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`withdraw-${lang}.png`, { fullPage: true, mask: varying(page) });
    });

    test(`bank cards ${lang}`, async ({ page }) => {
      await page.goto('/#/Member/BankCard');
      await expect(page.getByText('**** **** **** 0128')).toBeVisible();
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`bank-cards-${lang}.png`, { fullPage: true, mask: varying(page) });
    });

    test(`yu-ebao ${lang}`, async ({ page }) => {
      await page.goto('/#/Yu-EBao');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await networkSettled(page);
      await expect(page).toHaveScreenshot(`yuebao-${lang}.png`, { fullPage: true, mask: varying(page) });
    });
  });
}
