import { expect, test, type APIRequestContext } from './fixtures';
import { createMember } from './auth-helpers';
import { askDeposit, auth, headerBalance, type Member } from './member-money';
import { en, signedIn, useLanguage } from './helpers';

const GAME = 'rl_slot_starforge';
const cents = (money: string) => Math.round(Number(money) * 100);
const money = (value: number) => (value / 100).toFixed(2);

async function post<T>(request: APIRequestContext, member: Member, url: string, data?: object, key?: string): Promise<T> {
  const res = await request.post(`/api${url}?lang=en`, { headers: { ...auth(member), ...(key ? { 'idempotency-key': key } : {}) }, ...(data ? { data } : {}) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

interface Wallets {
  money: string;
  list: { api_code: string; money: string }[];
}

/** A member whose 500.00 deposit (and its bonus) is spread: 300.00 in a game wallet, 100.00 in Yu-EBao, the rest in the centre. */
async function spreadMember(request: APIRequestContext) {
  const member = await createMember(request);
  expect((await request.post(`/api/dev/recharges/${await askDeposit(request, member, '500.00')}/approve`)).ok()).toBe(true);
  await post(request, member, '/game/deposit', { api_code: GAME, money: '300.00' }, `${member.name}-in`);
  const plans = await post<{ list: { id: number }[] }>(request, member, '/yuebao/getMemberYuebaoList');
  await post(request, member, '/yuebao/deposit', { plan_id: plans.list[0]!.id, money: '100.00' }, `${member.name}-yuebao`);
  const me = await post<{ money: string; total_balance: string }>(request, member, '/auth/me');
  return { member, centre: me.money, total: money(cents(me.money) + 300_00 + 100_00) };
}

test('the header shows the total of centre, game wallet and Yu-EBao, and where it sits on keyboard focus', async ({ page, request }) => {
  const { member, centre, total } = await spreadMember(request);
  await useLanguage(page, 'en');
  await signedIn(page, member.token);
  await page.goto('/#/');
  await expect(headerBalance(page)).toHaveText(total);

  const figure = page.getByRole('button', { name: `${en.header.total} ${total}` });
  const breakdown = page.getByRole('tooltip');
  await expect(breakdown).toBeHidden();
  // Tab from the element before it, as a keyboard user reaches it.
  await page.getByTestId('member-name').evaluate((el) => {
    el.setAttribute('tabindex', '-1');
    (el as HTMLElement).focus();
  });
  for (let i = 0; i < 10 && !(await figure.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(figure).toBeFocused();
  await expect(breakdown).toBeVisible();
  await expect(breakdown).toContainText(`${en.header.breakdownCentre} ${centre}`);
  await expect(breakdown).toContainText(`${en.header.breakdownGames} 300.00`);
  await expect(breakdown).toContainText(`${en.header.breakdownYuebao} 100.00`);
  await expect(figure).toHaveAccessibleDescription(new RegExp(`${en.header.breakdownGames} 300\\.00`));
  await page.keyboard.press('Escape');
  await expect(breakdown).toBeHidden();
});

test('with auto-transfer on, closing the game brings its wallet back to the centre', async ({ page, request }) => {
  const { member, total } = await spreadMember(request);
  await post(request, member, '/game/change_trans', { status: 1 });
  await useLanguage(page, 'en');
  await signedIn(page, member.token);
  await page.goto(`/#/Game?api=${GAME}`);
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  const game = await popupOpened;
  // Auto-transfer moved the centre into the game at launch: the whole total now sits there.
  const gameMoney = money(cents(total) - 100_00);
  await expect(game.getByText(gameMoney)).toBeVisible();
  await game.close();

  const parts = page.getByTestId('balance-breakdown');
  await expect(parts.locator('[data-part="centre"]')).toHaveText(gameMoney);
  await expect(parts.locator('[data-part="games"]')).toHaveText('0.00');
  await expect(headerBalance(page)).toHaveText(total);
  await expect(page.getByText(`Game closed: ${gameMoney} moved back from Starforge to your main wallet`)).toBeVisible();
  const wallets = await post<Wallets>(request, member, '/game/api_moneys');
  expect(wallets.money).toBe(gameMoney);
  expect(wallets.list.find((w) => w.api_code === GAME)?.money).toBe('0.00');
});
