import { expect, test } from './fixtures';
import { en } from './helpers';

test('the language menu switches in place, stores the choice, and a reload keeps it', async ({ page }) => {
  await page.goto('/#/Promotion');
  await expect(page.getByRole('heading', { level: 1, name: '优惠活动' })).toBeVisible();
  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: en.page.promotion })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en.page.promotion })).toBeVisible();
  await page.getByRole('combobox', { name: en.nav.language }).selectOption('zh_hk');
  await expect(page.getByRole('heading', { level: 1, name: '優惠活動' })).toBeVisible();
});

test('the header background changes after 150 px of scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 500 });
  await page.goto('/#/Live');
  // The scroll needs a page taller than the window: wait for the provider list to fill it.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(500 + 200);
  const header = page.getByTestId('site-header');
  await expect(header).toHaveAttribute('data-scrolled', '0');
  const before = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(header).toHaveAttribute('data-scrolled', '0');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-scrolled', '1');
  await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
});

test('a window narrower than 960 px goes to the configured mobile site', async ({ browser, request }) => {
  const config = (await (await request.get('/api/system/configs')).json()) as { site_mobile: string };
  expect(config.site_mobile).toMatch(/^https?:\/\//);
  const context = await browser.newContext({ viewport: { width: 800, height: 700 } });
  const page = await context.newPage();
  // The mobile site is another product; answer for it here so the test needs no network.
  await page.route(`${new URL(config.site_mobile).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>mobile site</h1>' }),
  );
  await page.goto('/#/Promotion');
  await page.waitForURL(config.site_mobile);
  await expect(page.getByRole('heading', { name: 'mobile site' })).toBeVisible();
  await context.close();
});

test('a 1366 px window stays on the desktop lobby', async ({ page }) => {
  await page.goto('/#/Promotion');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe('/');
});
