import { expect, test, type Page } from './fixtures';
import { en, useLanguage, zhCn } from './helpers';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a new page starts at its top, and back returns to where the reader was', async ({ page }) => {
  await page.goto('/#/Promotion');
  await expect(page.getByTestId('activity-card').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(768 + 600);
  // Read to the footer, where the about links are.
  const about = page.getByTestId('site-footer').getByRole('navigation').getByRole('link').first();
  await about.scrollIntoViewIfNeeded();
  const readTo = await scrollY(page);
  expect(readTo).toBeGreaterThan(500);

  // The about page's own title shows at the top, not under the header at the footer's scroll.
  await about.click();
  await expect(page).toHaveURL(/#\/AboutUs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: zhCn.page.aboutUs })).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/#\/Promotion$/);
  await expect.poll(() => scrollY(page)).toBe(readTo);
  await page.goForward();
  await expect(page).toHaveURL(/#\/AboutUs\/\d+$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('the tab names the page in the reader language', async ({ page }) => {
  await page.goto('/#/Promotion');
  await expect(page).toHaveTitle(`${zhCn.page.promotion} - ${zhCn.brand.name}`);
  await page.getByRole('link', { name: zhCn.nav.home, exact: true }).first().click();
  await expect(page).toHaveTitle(`${zhCn.page.home} - ${zhCn.brand.name}`);
  await page.goto('/#/Yu-EBao');
  await expect(page).toHaveTitle(`${zhCn.page.yuebao} - ${zhCn.brand.name}`);
});

test('in English too', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/#/no-such-page');
  await expect(page).toHaveTitle(`${en.notFound.title} - ${en.brand.name}`);
});
