import { expect, test, type Page } from './fixtures';
import { en } from './helpers';

type Marked = Window & { stayedOnThisPage?: string };

/** Marks this window: a reload or a navigation to a new document loses the mark. */
const markWindow = (page: Page) => page.evaluate(() => void ((window as Marked).stayedOnThisPage = 'yes'));
const windowMark = (page: Page) => page.evaluate(() => (window as Marked).stayedOnThisPage ?? 'lost');

test('switching language on a scrolled /Game keeps the page and its scroll; the texts and the lists come in the new language', async ({ page }) => {
  await page.goto('/#/Game');
  await expect(page.getByRole('heading', { level: 1, name: '电子游艺' })).toBeVisible();
  const games = page.getByTestId('provider-games');
  await expect(games.getByTestId('game-tile')).toHaveCount(600);
  await markWindow(page);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
  const reread = page.waitForRequest((r) => r.url().includes('/api/games/lists') && r.url().includes('lang=en'));

  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: en.page.game })).toBeVisible();
  await reread;
  await expect(games.getByTestId('game-count')).toHaveText('600 of 640 games');
  expect(await windowMark(page)).toBe('yes');
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - 1200)).toBeLessThanOrEqual(4);
  expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('lang'), location.hash])).toEqual(['en', 'en', '#/Game']);
  await expect(page).toHaveTitle(`${en.page.game} - ${en.brand.name}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', en.brand.description);
});

test('switching language keeps what was typed, on the same page, in the new language', async ({ page }) => {
  await page.goto('/#/Promotion');
  await expect(page.getByRole('heading', { level: 1, name: '优惠活动' })).toBeVisible();
  await markWindow(page);
  const name = page.getByRole('form', { name: '登录' }).getByLabel('用户名');
  await name.fill('typedname1');

  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: en.page.promotion })).toBeVisible();
  await expect(page.getByRole('form', { name: en.header.login }).getByLabel(en.header.name)).toHaveValue('typedname1');
  expect(await windowMark(page)).toBe('yes');
  // The promotions list is read again in the new language.
  await expect(page.getByText(en.promotions.loginForApplications)).toBeVisible();
});
