import { expect, test, type Page } from './fixtures';
import { createMember } from './auth-helpers';
import { en, useLanguage, zhCn } from './helpers';
import { Walk } from './keyboard-walk-helpers';
import zhHk from '../../domain/texts/zh_hk.json' with { type: 'json' };
import type { OperatorRecharge } from '../../server/services/money/recharge-operator';

/*
 * One walk per language through what a member does most, with the keyboard alone (README.md,
 * "Accessibility"): log in through the captcha's non-visual path, deposit, move money into a game
 * wallet, spin the wheel, play a rain round. Locators only say where the focus must be; every key
 * goes through page.keyboard, and every stop is checked (keyboard-walk-helpers.ts).
 */

/** What the operator does beside the walk: approves the member's pending deposit. */
async function approveDeposit(page: Page, name: string): Promise<void> {
  const { list } = (await (await page.request.get('/api/dev/recharges?status=pending')).json()) as { list: OperatorRecharge[] };
  const mine = list.find((r) => r.member === name)!;
  expect((await page.request.post(`/api/dev/recharges/${mine.id}/approve`)).ok()).toBe(true);
}

const languages = [['zh_cn', zhCn], ['zh_hk', zhHk], ['en', en]] as const;

/** Money as cents, to add amounts the page shows. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/,/g, '')) * 100);

for (const [lang, t] of languages) {
  test(`keyboard walk (${lang}): log in, deposit, transfer, spin the wheel, play a rain round`, async ({ page, request }) => {
    // About 25 s (the captcha's browser check is a third of it); room for a busy machine.
    test.setTimeout(90_000);
    const member = await createMember(request);
    await useLanguage(page, lang);
    const walk = new Walk(page);
    const header = page.getByRole('banner');

    // The skip link is the first stop; the header's login form follows.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await walk.press('Tab', 'first stop');
    const skip = page.getByRole('link', { name: t.header.skipToContent });
    await expect(skip).toBeFocused();
    const login = header.getByRole('form', { name: t.header.login });
    await walk.tabTo(login.getByLabel(t.header.name), 'to the login form');
    await page.keyboard.type(member.name);
    await walk.press('Tab', 'login form');
    await expect(login.getByLabel(t.header.password)).toBeFocused();
    await page.keyboard.type(member.password);
    await walk.tabTo(login.getByRole('button', { name: t.header.login, exact: true }), 'login button');
    await page.keyboard.press('Enter');

    // The captcha holds the keyboard; its non-visual path is a few Tabs away and says what it does.
    const captcha = page.getByRole('dialog', { name: t.captcha.title });
    await expect(captcha).toBeVisible();
    await walk.check('captcha opened');
    await walk.expectTrapped(captcha, 5, 'captcha');
    await walk.tabTo(captcha.getByRole('button', { name: t.captcha.cantSee }), 'captcha');
    await page.keyboard.press('Enter');
    await expect(captcha.getByText(t.captcha.plain.intro)).toBeFocused();
    await walk.check('captcha, non-visual path');
    await expect(page.getByTestId('member-name')).toHaveText(member.name, { timeout: 60_000 });
    await expect(captcha).toHaveCount(0);
    // The form the player was in is gone: the focus goes to their name in its place, not the body.
    await expect(page.getByTestId('member-name')).toBeFocused();
    await walk.check('logged in');
    walk.lap('logged in');

    // Deposit by bank transfer, from the header's link; the skip link there lands on the page's own content.
    await walk.tabTo(header.getByRole('link', { name: t.header.deposit }), 'to Deposit');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: t.member.Deposit })).toBeVisible();
    await walk.check('deposit page');
    await walk.tabTo(skip, 'back to the skip link', { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.getElementById('page-content')?.contains(document.activeElement))).toBe(true);
    const bank = page.getByTestId('bank-transfer-form');
    await walk.tabTo(bank.getByLabel(t.deposit.amount), 'deposit form');
    await page.keyboard.type('100');
    await walk.tabTo(bank.getByLabel(t.deposit.payerName), 'deposit form');
    await page.keyboard.type('Test Player');
    await walk.tabTo(bank.getByRole('button', { name: t.deposit.submit }), 'deposit form');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('recharge-row')).toHaveCount(1);
    await approveDeposit(page, member.name);
    walk.lap('deposited');

    // The wallet page reads the new balance (100 more with the first-deposit bonus); 50 go to a game.
    await walk.tabTo(page.getByRole('navigation', { name: t.member.menu }).getByRole('link', { name: t.member.Transfer }), 'to Wallet', { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('centre-money')).toHaveText('200.00');
    const transfer = page.getByTestId('transfer-form');
    const provider = transfer.getByLabel(t.wallet.provider, { exact: true });
    await walk.tabTo(provider, 'transfer form');
    await walk.press('ArrowDown', 'transfer form');
    // The option reads "{wallet} ({money})": the wallet's name is what its row in the list shows.
    const chosen = (await provider.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '')).replace(/ \([^)]*\)$/, '');
    await walk.tabTo(transfer.getByLabel(t.wallet.amount), 'transfer form');
    await page.keyboard.type('50');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('centre-money')).toHaveText('150.00');
    const wallets = page.getByRole('region', { name: t.wallet.gameWallets });
    await expect(wallets.getByRole('listitem').filter({ hasText: chosen })).toContainText('50.00');
    walk.lap('transferred');

    // The wheel, from the events' entries at the page's end; its result gives the focus back to Spin.
    const events = page.getByRole('navigation', { name: t.footer.events });
    await walk.tabTo(events.getByRole('link', { name: t.footer.wheel }), 'to the wheel', { max: 90 });
    await page.keyboard.press('Enter');
    const spin = page.getByRole('button', { name: t.wheel.spin });
    await expect(spin).toBeEnabled({ timeout: 30_000 });
    await walk.tabTo(spin, 'to Spin');
    await page.keyboard.press('Enter');
    const wheelResult = page.getByRole('dialog', { name: t.wheel.resultTitle });
    await expect(wheelResult.getByTestId('wheel-result')).toBeVisible();
    await walk.check('wheel result');
    await walk.expectTrapped(wheelResult, 3, 'wheel result');
    await page.keyboard.press('Escape');
    await expect(wheelResult).toHaveCount(0);
    await expect(spin).toBeFocused();
    await expect(page.getByTestId('wheel-chances')).toHaveText('2');
    walk.lap('spun');

    // The rain: back in the lobby, the events' entries are the last stops, round the page's end.
    await walk.tabTo(page.getByRole('link', { name: t.events.backToLobby }), 'to the lobby', { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByRole('link', { name: t.header.skipToContent })).toBeAttached();
    // A toast still up (a money notice of the spin, on a slow machine) adds its close button and its
    // text round the page's end: the claim is about the page, so the walk waits for the toasts to go.
    // On a quiet machine it takes 3 presses (the page's start, the wheel, the red packet); CI saw more
    // than 5 in 3 of 6 walks, for a cause not yet pinned down, hence the margin.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
    await walk.tabTo(events.getByRole('link', { name: t.footer.redPacket }), 'to the rain', { back: true, max: 8, wrap: true });
    await page.keyboard.press('Enter');
    const stage = page.getByTestId('rain-stage');
    await expect(stage).toHaveAttribute('data-stage', 'ready', { timeout: 30_000 });
    const before = cents(await page.getByTestId('event-balance').textContent());
    await walk.tabTo(page.getByRole('button', { name: t.redRain.start }), 'to Start');
    await page.keyboard.press('Enter');
    // The stage takes the focus for the round: Space opens the lowest packet.
    await expect(stage).toBeFocused();
    await walk.check('rain stage');
    await expect(stage).toHaveAttribute('data-state', 'raining', { timeout: 10_000 });
    const opened = page.getByTestId('rain-opened');
    await expect(async () => {
      await page.keyboard.press('Space');
      await expect(opened).not.toHaveText(/^0 \//, { timeout: 100 });
    }).toPass({ timeout: 10_000, intervals: [100] });
    await walk.tabTo(page.getByRole('button', { name: t.redRain.collect }), 'to Collect');
    await page.keyboard.press('Enter');
    const rainResult = page.getByRole('dialog', { name: t.redRain.resultTitle });
    await expect(rainResult.getByTestId('rain-result')).toBeVisible();
    await walk.check('rain result');
    const won = cents(await rainResult.getByTestId('rain-result-total').textContent());
    await walk.expectTrapped(rainResult, 3, 'rain result');
    await page.keyboard.press('Escape');
    await expect(rainResult).toHaveCount(0);
    await expect(stage).toBeFocused();
    await walk.check('rain result closed');
    await expect.poll(async () => cents(await page.getByTestId('event-balance').textContent())).toBe(before + won);

    walk.lap('rain played');
    // The walk's figures in the report (README.md, "Accessibility" quotes them).
    test.info().annotations.push({ type: 'keyboard walk', description: `${lang}: ${walk.summary()}` });
    console.log(`keyboard walk ${lang}: ${walk.summary()}`);
    expect(walk.problems).toEqual([]);
  });
}
