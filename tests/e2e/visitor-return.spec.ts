import { expect, test, type Page } from './fixtures';
import { createMember, solveCaptcha } from './auth-helpers';
import { en, useLanguage } from './helpers';

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

/** Logs in through the login dialog a member-only click opened (with its slider). */
async function loginInDialog(page: Page, member: { name: string; password: string }) {
  const dialog = page.getByRole('dialog', { name: en.header.login });
  await expect(dialog).toContainText(en.error.pleaseLogin);
  await dialog.getByLabel(en.header.name).fill(member.name);
  await dialog.getByLabel(en.header.password).fill(member.password);
  await solveCaptcha(page, () => dialog.getByRole('button', { name: en.header.login }).click());
  await expect(dialog).toHaveCount(0);
}

test('a visitor who clicks a game gets the login dialog, and after logging in the game they clicked opens', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/#/Fish');
  const tile = page.getByTestId('game-tile').first();
  const name = (await tile.innerText()).trim().split('\n')[0]!;
  const popups: Page[] = [];
  page.on('popup', (p) => popups.push(p));
  await tile.getByRole('button', { name: `Play ${name}` }).click();
  await expect(page.getByRole('dialog', { name: en.header.login })).toBeVisible();
  expect(popups).toHaveLength(0);

  const popup = page.waitForEvent('popup');
  await loginInDialog(page, member);
  const game = await popup;
  expect(game.url()).toContain('LoginToSupplier');
  expect(game.url()).toMatch(/game_code=/);
  await game.waitForURL(/\/api\/demo-game\//);
  await expect(game.getByText(name)).toBeVisible();
  await expect(game.getByText(member.name)).toBeVisible();
  await expect(page).toHaveURL(/#\/Fish$/);
});

test('a visitor who clicks "Enter lobby" gets the login dialog, and after logging in that lobby opens', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/#/Live');
  const provider = page.getByRole('main').getByRole('button', { name: /Enter lobby/ }).first();
  const title = (await provider.locator('span').first().innerText()).trim();
  await provider.click();
  const popup = page.waitForEvent('popup');
  await loginInDialog(page, member);
  const lobby = await popup;
  await lobby.waitForURL(/\/api\/demo-game\//);
  await expect(lobby.getByText(title).first()).toBeVisible();
  await expect(lobby.getByText(member.name)).toBeVisible();
});

test('a visitor who opens a member URL gets the login dialog and, logged in, lands on that page', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/#/Member/Vip');
  await expect(page).toHaveURL(/#\/$/);
  await loginInDialog(page, member);
  await expect(page).toHaveURL(/#\/Member\/Vip$/);
  await expect(page.getByRole('heading', { level: 1, name: en.member.Vip })).toBeVisible();
});

test('a visitor who closes the login dialog stays where they were, and a later login goes nowhere', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/#/Member/Vip');
  const dialog = page.getByRole('dialog', { name: en.header.login });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const form = page.getByRole('form', { name: en.header.login });
  await form.getByLabel(en.header.name).fill(member.name);
  await form.getByLabel(en.header.password).fill(member.password);
  await solveCaptcha(page, () => form.getByRole('button', { name: en.header.login }).click());
  await expect(page.getByTestId('member-name')).toHaveText(member.name);
  await expect(page).toHaveURL(/#\/$/);
});
