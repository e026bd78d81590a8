import { expect, test, type Page } from './fixtures';
import type { MemberLimits } from '../../domain/contracts/replies/responsible-play';
import type { RealitySession } from '../../domain/contracts/replies/responsible-stops';
import { createMember, solveCaptcha } from './auth-helpers';
import { en, signedIn, useLanguage } from './helpers';
import { askDeposit, auth, type Member } from './member-money';
import { registerThroughDialog, shownTime } from './responsible-play-helpers';

/** "2026-11-28 00:38" in the operator's zone (GMT+8), as the server and the stop texts write an end. */
const gmt8 = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

const PAGE = '/#/Member/ResponsiblePlay';
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const dayCard = (page: Page) => page.getByTestId('limit-deposit_day');

async function limitsOf(page: Page, member: Member): Promise<MemberLimits> {
  return (await (await page.request.get('/api/member/limits', { headers: auth(member) })).json()) as MemberLimits;
}

test('a day limit: set, its usage shown, a raise waits 24 h and is cancelled, a deposit over it is refused by the amount', async ({ page }) => {
  const member = await createMember(page.request);
  await signedIn(page, member.token);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: en.member.ResponsiblePlay })).toBeVisible();
  await expect(page.getByTestId('limits-empty')).toHaveText(en.responsible.noLimits);

  const card = dayCard(page);
  await card.getByLabel('New limit for 24 hours').fill('abc');
  await card.getByRole('button', { name: en.responsible.save }).click();
  await expect(card.getByText(en.validation.amountFormat)).toBeVisible();
  await card.getByLabel('New limit for 24 hours').fill('500');
  await card.getByRole('button', { name: en.responsible.save }).click();
  await expect(toast(page, 'Your deposit limits are saved and apply now')).toBeVisible();
  await expect(card.getByTestId('limit-value')).toHaveText('500.00');
  await expect(card.getByTestId('limit-used')).toHaveText('Used 0.00 of 500.00');
  await expect(page.getByTestId('limits-empty')).toHaveCount(0);

  // A pending bank deposit counts toward the period.
  await askDeposit(page.request, member, '150.00');
  await page.reload();
  await expect(card.getByTestId('limit-used')).toHaveText('Used 150.00 of 500.00');
  await expect(card.getByRole('progressbar', { name: '24 hours' })).toHaveAttribute('aria-valuenow', '30');
  await expect(page.getByTestId('limit-deposit_week').getByTestId('limit-used')).toHaveText('Deposited 150.00 in this period');

  // A raise waits out 24 hours, said with its time, and can be cancelled.
  await card.getByLabel('New limit for 24 hours').fill('1000');
  // The server is read once the lobby's change has been answered, not while it is on its way.
  const saved = page.waitForResponse((r) => r.url().includes('/api/member/limits') && r.request().method() === 'POST');
  await card.getByRole('button', { name: en.responsible.save }).click();
  expect((await saved).ok()).toBe(true);
  const pending = (await limitsOf(page, member)).pending;
  expect(pending).toHaveLength(1);
  expect(Date.parse(pending[0]!.effective_at) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
  await expect(card.getByTestId('limit-pending')).toContainText(`Changes to 1,000.00 on ${shownTime(pending[0]!.effective_at)}`);
  await expect(card.getByTestId('limit-value')).toHaveText('500.00');
  await card.getByRole('button', { name: en.responsible.cancel }).click();
  await expect(card.getByTestId('limit-pending')).toHaveCount(0);
  expect((await limitsOf(page, member)).pending).toEqual([]);

  // 150 used of 500: a bank transfer of 400 is over the limit; the server's reason shows by the amount.
  await page.goto('/#/Member/Deposit');
  const bank = page.getByTestId('bank-transfer-form');
  await bank.getByLabel(en.deposit.amount).fill('400');
  await bank.getByLabel(en.deposit.payerName).fill('Test Player');
  await bank.getByRole('button', { name: en.deposit.submit }).click();
  await expect(bank.getByTestId('deposit-limit-refusal')).toHaveText('This deposit is over your deposit limit: you can deposit at most 350.00 more now');
  await expect(page.locator('[data-testid="recharge-row"]')).toHaveCount(1);
});

test('the reality check comes every 30 minutes of the session with its figures, and Continue closes it in every tab', async ({ page, context }) => {
  const member = await createMember(page.request);
  // An approved deposit of this session shows among the figures.
  const id = await askDeposit(page.request, member, '300.00');
  expect((await page.request.post(`/api/dev/recharges/${id}/approve`)).ok()).toBe(true);
  await page.clock.install();
  await signedIn(page, member.token);
  await page.goto(PAGE);
  const second = await context.newPage();
  const realityRead = (tab: Page) => tab.waitForResponse((r) => r.url().includes('/api/member/reality_check') && r.request().method() === 'GET' && r.ok());
  const firstRead = realityRead(second);
  await second.goto('/#/Member/Vip');
  expect(((await (await firstRead).json()) as RealitySession).minutes).toBe(0);

  // Chosen in the first tab; the other one reads the new interval too (its watch hears the change).
  const readAgain = realityRead(second);
  await page.getByLabel(en.responsible.realityLabel).selectOption({ label: '30 minutes' });
  await expect(toast(page, 'Saved: every 30 minutes')).toBeVisible();
  expect(((await (await readAgain).json()) as RealitySession).minutes).toBe(30);

  await page.clock.fastForward('30:00');
  for (const tab of [page, second]) {
    const dialog = tab.getByRole('alertdialog', { name: en.responsible.realityDialogTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You have been logged in for 30 min.');
    await expect(dialog.getByTestId('reality-deposits')).toHaveText('300.00');
    await expect(dialog.getByTestId('reality-bets')).toHaveText('0.00');
    await expect(dialog.getByTestId('reality-wins')).toHaveText('0.00');
    await expect(dialog.getByTestId('reality-net')).toHaveText('0.00');
  }
  await page.getByRole('alertdialog').getByRole('button', { name: en.responsible.continue }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(second.getByRole('alertdialog')).toHaveCount(0);

  // The next one comes 30 minutes later, in both.
  await page.clock.fastForward('30:00');
  await expect(page.getByRole('alertdialog')).toContainText('You have been logged in for 1 h 0 min.');
  await expect(second.getByRole('alertdialog')).toBeVisible();
});

test('after registering, the limit prompt is offered; "Not now" is remembered, so the deposit page does not ask again', async ({ page }) => {
  // On a slow line the prompt's code comes after the new member has closed the register dialog: it still asks.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/js/responsible-play-host-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const name = await registerThroughDialog(page, en);
  await expect(page.getByTestId('limit-prompt')).toHaveCount(0);
  await page.getByRole('dialog', { name: en.auth.registerTitle }).getByRole('button', { name: en.auth.startPlaying }).click();
  await expect(page.getByRole('dialog', { name: en.auth.registerTitle })).toHaveCount(0);
  release();
  const prompt = page.getByRole('alertdialog', { name: en.responsible.promptTitle });
  await expect(prompt).toContainText(en.responsible.promptText);
  await prompt.getByRole('button', { name: en.responsible.promptSkip }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByTestId('member-name')).toHaveText(name);

  const limitsRead = page.waitForResponse((r) => r.url().includes('/api/member/limits') && r.ok());
  await page.goto('/#/Member/Deposit');
  await page.reload();
  expect(((await (await limitsRead).json()) as MemberLimits).prompted).toBe(true);
  await expect(page.getByTestId('bank-transfer-form')).toBeVisible();
  await expect(page.getByTestId('limit-prompt')).toHaveCount(0);
});

test('a member who has not answered is asked on the deposit page; "Set limits now" leads to the limits', async ({ page }) => {
  await page.goto('/');
  await registerThroughDialog(page, en);
  // Closed without an answer: asked again before a deposit. The prompt comes once the register dialog
  // is closed (its code may still be loading), so it is waited for before it is closed in turn.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog', { name: en.responsible.promptTitle })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.goto('/#/Member/Deposit');
  const prompt = page.getByRole('alertdialog', { name: en.responsible.promptTitle });
  await prompt.getByRole('button', { name: en.responsible.promptSet }).click();
  await expect(page).toHaveURL(/#\/Member\/ResponsiblePlay$/);
  await expect(dayCard(page).getByTestId('limit-value')).toHaveText(en.responsible.noLimit);
});

test('registration refuses to go on without the 18+ confirmation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: en.header.register }).click();
  const dialog = page.getByRole('dialog', { name: en.auth.registerTitle });
  await dialog.getByLabel(en.auth.name, { exact: true }).fill('player01');
  await dialog.getByLabel(en.auth.password, { exact: true }).fill('secret12');
  await dialog.getByLabel(en.auth.passwordConfirmation).fill('secret12');
  await dialog.getByRole('button', { name: en.auth.next }).click();
  await expect(dialog.getByRole('alert')).toHaveText(en.validation.ageRequired);
  await expect(dialog.getByLabel(en.responsible.adultConfirm)).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel(en.auth.qkPwd)).toHaveCount(0);
  await dialog.getByLabel(en.responsible.adultConfirm).check();
  await dialog.getByRole('button', { name: en.auth.next }).click();
  await expect(dialog.getByLabel(en.auth.qkPwd)).toBeVisible();
});

test('a member with money takes a time-out, signs in again to a withdraw-only lobby: the banner, no deposit, a withdrawal', async ({ page }, testInfo) => {
  const member = await createMember(page.request);
  // 150.00 deposited and approved (300.00 with the first-deposit bonus, 150.00 of it withdrawable), a bound card.
  expect((await page.request.post(`/api/dev/recharges/${await askDeposit(page.request, member, '150.00')}/approve`)).ok()).toBe(true);
  const [bank] = (await (await page.request.get('/api/member/bank/type', { headers: auth(member) })).json()) as { id: number }[];
  const card = await page.request.post('/api/member/bank', { headers: auth(member), data: { bank_type_id: bank!.id, card_no: '6222021234567890128', owner_name: 'Test Player', branch: 'Main branch', qk_pwd: '123456' } });
  expect(card.ok(), await card.text()).toBe(true);
  await signedIn(page, member.token);
  const start = Date.now();
  // The confirmation computes its end from the browser's clock: held still, it is known here.
  await page.clock.setFixedTime(start);
  await page.goto(PAGE);
  const section = page.getByTestId('stop-time_out');
  await section.getByLabel(en.responsible.timeOutDays).fill('43');
  await section.getByRole('button', { name: en.responsible.timeOutButton }).click();
  await expect(section.getByText(en.validation.timeOutDays)).toBeVisible();
  await section.getByLabel(en.responsible.timeOutDays).fill('2');
  await section.getByRole('button', { name: en.responsible.timeOutButton }).click();

  const confirm = page.getByRole('dialog', { name: en.responsible.confirmTimeOutTitle });
  const until = gmt8(new Date(start + 2 * 24 * 3600_000));
  await expect(confirm).toContainText(`Until ${until} (GMT+8) you cannot deposit, move money into games or Yu-EBao, open games, take part in events`);
  await expect(confirm).toContainText(en.responsible.confirmOpen);
  await confirm.getByLabel(en.responsible.password).fill('wrong123');
  await confirm.getByRole('button', { name: en.responsible.confirmTimeOut }).click();
  await expect(confirm.getByRole('alert')).toHaveText('The login password is wrong');
  await confirm.getByLabel(en.responsible.password).fill(member.password);
  await confirm.getByRole('button', { name: en.responsible.confirmTimeOut }).click();

  const started = toast(page, /^Your time-out has started and runs until (\S+ \S+) \(GMT\+8\); you have been logged out on every device\. Sign in again to see your balances/);
  await expect(started).toBeVisible();
  const serverUntil = /until (\S+ \S+) \(GMT\+8\)/.exec((await started.textContent())!)![1]!;
  await expect(page).toHaveURL(/#\/$/);
  const form = page.getByRole('form', { name: en.header.login });
  // The old token is revoked on the server.
  expect((await page.request.post('/api/auth/me', { headers: auth(member) })).status()).toBe(401);

  // Signing in again works, into the withdraw-only lobby.
  await form.getByLabel(en.header.name).fill(member.name);
  await form.getByLabel(en.header.password).fill(member.password);
  await solveCaptcha(page, () => form.getByRole('button', { name: en.header.login }).click());
  await expect(page.getByTestId('member-name')).toBeVisible();
  const banner = page.getByRole('complementary', { name: en.responsible.stopBannerLabel });
  await expect(banner).toContainText(`Your time-out runs until ${serverUntil} (GMT+8).`);
  await expect(banner).toContainText(en.responsible.stopBannerOpen);

  await page.goto('/#/Member/Deposit');
  await expect(page.getByTestId('stop-closed')).toHaveText(`Closed during your time-out, until ${serverUntil} (GMT+8): only withdrawals, moving money out of game wallets and bank cards are open.`);
  await expect(page.getByLabel(en.deposit.amount)).toHaveCount(0);
  await expect(banner).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('withdraw-only-deposit.png') });

  await banner.getByRole('link', { name: en.responsible.stopBannerWithdraw }).click();
  await expect(page).toHaveURL(/#\/Member\/Withdraw$/);
  await expect(page.getByTestId('withdrawable')).toHaveText('150.00');
  const withdraw = page.getByTestId('withdraw-form');
  await withdraw.getByLabel(en.withdraw.amount).fill('100');
  await withdraw.getByLabel(en.withdraw.qkPwd).fill('123456');
  await withdraw.getByRole('button', { name: en.withdraw.submit }).click();
  await expect(page.locator('[data-testid="withdrawal-row"][data-status="pending"]')).toHaveCount(1);
  await expect(page.getByTestId('member-balance')).toHaveText('200.00');
  await expect(banner).toBeVisible();
});
