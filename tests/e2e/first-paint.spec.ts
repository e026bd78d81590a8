import { expect, test, type Page } from './fixtures';
import { en, useLanguage } from './helpers';

// index.html paints the first home banner before the lobby's script runs (#boot-shell); these
// tests hold the script back to see that paint, then check the lobby takes over in the same place.
const holdLobbyScript = (page: Page) => page.route(/\/js\/index-[^/]+\.js$/, (route) => route.abort());

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('home shows the first banner where the carousel stands before any script of the lobby has run', async ({ page, request }) => {
  const banners = (await (await request.get('/api/banners?lang=en&group=home')).json()) as { url: string }[];
  await holdLobbyScript(page);
  await page.goto('/');
  const shell = page.locator('#boot-shell img');
  await expect(shell).toBeVisible();
  await expect(shell).toHaveAttribute('src', banners[0]!.url);
  expect(await shell.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await page.locator('#root').innerHTML()).toBe('');
  const box = (await shell.boundingBox())!;
  expect(box.y).toBe(117);
  expect(box.height).toBeCloseTo((box.width * 460) / 1920, 0);
});

test('the lobby takes the banner over in the same place and the painted copy goes', async ({ page }) => {
  await page.goto('/');
  const first = page.getByTestId('banner-carousel').locator('img').first();
  await expect(first).toBeVisible();
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  const box = (await page.getByTestId('banner-carousel').boundingBox())!;
  // The same box index.html reserves for the painted banner: below the 117 px header, full width.
  expect(box.y).toBe(117);
  expect(box.x).toBe(0);
  expect(box.width).toBe(await page.evaluate(() => document.documentElement.clientWidth));
  expect(box.height).toBeCloseTo((box.width * 460) / 1920, 0);
});

test('other pages paint no banner of their own before the lobby runs', async ({ page }) => {
  await holdLobbyScript(page);
  await page.goto('/#/Promotion');
  await page.waitForLoadState('load');
  await expect(page.locator('#boot-shell')).toHaveCount(0);
});

test('leaving home before the banner arrives removes the painted copy', async ({ page }) => {
  // The carousel's data is held until the visitor has left home.
  const held: (() => Promise<void>)[] = [];
  await page.route('**/api/banners?**', (route) => void held.push(() => route.continue()));
  await page.goto('/');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.locator('#boot-shell')).toHaveCount(1);
  await page.getByRole('link', { name: en.nav.promotion }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: en.page.promotion })).toBeVisible();
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  await Promise.all(held.map((release) => release()));
});
