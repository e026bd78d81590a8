import { expect, test, type Page } from './fixtures';
import { createMember } from './auth-helpers';
import { en, signedIn, useLanguage } from './helpers';
import { askDeposit, auth, type Member } from './member-money';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

/** Marks the document, so a reload (which would lose the mark) fails the test. */
const markDocument = (game: Page) => game.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
const sameDocument = (game: Page) => game.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded === true);
const cents = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);

/** A member with 300.00 who moves it into the game on launch (auto-transfer on). */
async function fundedMember(page: Page): Promise<Member> {
  const member = await createMember(page.request);
  const id = await askDeposit(page.request, member, '300.00');
  expect((await page.request.post(`/api/dev/recharges/${id}/approve`)).ok()).toBe(true);
  expect((await page.request.post('/api/game/change_trans', { headers: auth(member), data: { status: 1 } })).ok()).toBe(true);
  return member;
}

/** Opens Starforge's first game from the lobby; the game window once its table is there. */
async function openGame(page: Page, member: Member): Promise<Page> {
  await signedIn(page, member.token);
  await page.goto('/#/Game?api=rl_slot_starforge');
  const opened = page.waitForEvent('popup');
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  const game = await opened;
  await game.waitForURL(/\/api\/demo-game\//);
  await expect(game.getByRole('button', { name: '5.00', exact: true })).toBeEnabled();
  return game;
}

/** One bet of 5.00 as the player makes it; checks the outcome and the balance shown, and that the page stayed. */
async function betFive(game: Page): Promise<void> {
  const balance = game.locator('.balance dd');
  const before = cents(await balance.innerText());
  const replied = game.waitForResponse((r) => r.url().endsWith('/api/demo-game/bet') && r.request().method() === 'POST');
  await game.getByRole('button', { name: '5.00', exact: true }).click();
  const { message } = (await (await replied).json()) as { message: string };
  // The previous outcome may read the same: the one shown is this reply's.
  await expect(game.getByRole('status').filter({ hasText: /^Bet 5\.00, / })).toHaveText(message);
  const won = /won ([\d.]+)!/.exec(message);
  await expect(balance).toHaveText(((before - 500 + (won ? cents(won[1]!) : 0)) / 100).toFixed(2));
}

test('a bet in the game window is one request: the outcome and the balance change in place, the page is not reloaded', async ({ page }) => {
  const member = await fundedMember(page);
  const game = await openGame(page, member);
  // The launch moved the centre balance into the game (auto-transfer on).
  await expect(game.locator('.balance dd')).not.toHaveText('0.00');
  await markDocument(game);
  const navigations: string[] = [];
  game.on('framenavigated', (frame) => frame === game.mainFrame() && navigations.push(frame.url()));
  for (let n = 0; n < 3; n += 1) await betFive(game);
  expect(await sameDocument(game)).toBe(true);
  expect(navigations).toEqual([]);
});

test('a due reality check shows in the game window and holds every bet until it is answered there or in the lobby', async ({ page, context }) => {
  const member = await fundedMember(page);
  expect((await page.request.post('/api/member/reality_check', { headers: auth(member), data: { minutes: 30 } })).ok()).toBe(true);
  await context.clock.install();
  const game = await openGame(page, member);
  await markDocument(game);
  await betFive(game);

  // The login's 30th minute: the server's moment passes (its logins moved back), and the windows' clocks reach it.
  const dueNow = async () => {
    expect((await page.request.post('/api/dev/reality-check/shift', { data: { name: member.name, minutes: 30 } })).ok()).toBe(true);
    await context.clock.fastForward('30:00');
  };
  await dueNow();
  const check = game.getByRole('dialog', { name: en.responsible.realityDialogTitle });
  await expect(check).toBeVisible();
  await expect(check).toContainText('You have been logged in for 30 min.');
  await expect(check.locator('[data-figure="bets"]')).toHaveText('5.00');
  await expect(check).toContainText('Play is paused until you answer.');
  // The lobby behind it shows its own.
  await expect(page.getByRole('alertdialog', { name: en.responsible.realityDialogTitle })).toBeVisible();

  // The table is out of reach, and a bet sent anyway is refused by the server with the reason.
  const balance = await game.locator('.balance dd').innerText();
  // Modal: the page behind it takes no click or key until it is answered.
  expect(await check.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  const refused = await game.evaluate(async () => {
    const res = await fetch('/api/demo-game/bet', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ stake: '5.00', key: 'f'.repeat(32) }),
    });
    return { status: res.status, body: (await res.json()) as { message: string; code: string } };
  });
  expect(refused).toMatchObject({ status: 403, body: { code: 'reality_check_due', message: 'Time for your reality check: see how long you have played and choose to continue before your next bet' } });
  await game.keyboard.press('Escape');
  await expect(check).toBeVisible();

  // Answered in the game window: play goes on, in the same page.
  await check.getByRole('button', { name: en.responsible.continue }).click();
  await expect(check).toBeHidden();
  await expect(game.locator('.balance dd')).toHaveText(balance);
  await betFive(game);

  // The next one, answered in the lobby: the game window hears it and takes bets again.
  await page.getByRole('alertdialog').getByRole('button', { name: en.responsible.continue }).click();
  await dueNow();
  await expect(check).toBeVisible();
  await expect(check).toContainText('You have been logged in for 1 h 0 min.');
  const lobbyCheck = page.getByRole('alertdialog', { name: en.responsible.realityDialogTitle });
  await expect(lobbyCheck).toBeVisible();
  await lobbyCheck.getByRole('button', { name: en.responsible.continue }).click();
  await expect(check).toBeHidden();
  await betFive(game);
  expect(await sameDocument(game)).toBe(true);
});
