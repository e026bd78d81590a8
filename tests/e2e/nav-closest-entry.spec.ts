import { expect, test, type Locator } from './fixtures';
import { zhCn } from './helpers';

const underline = (link: Locator) => link.evaluate((el) => getComputedStyle(el).borderBottomColor);

test('E-sport, which the nav has no entry for, highlights Sport as the Sport page does', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: zhCn.nav.providers });
  const sport = nav.getByRole('link', { name: zhCn.nav.sport, exact: true });
  const live = nav.getByRole('link', { name: zhCn.nav.live, exact: true });

  await page.goto('/#/Sport');
  await expect(sport).toHaveAttribute('aria-current', 'page');
  const highlighted = await underline(sport);
  expect(highlighted).not.toBe(await underline(live));

  await page.goto('/#/Esports');
  await expect(page).toHaveURL(/#\/Esports$/);
  await expect.poll(() => underline(sport)).toBe(highlighted);
  await expect.poll(() => underline(live)).not.toBe(highlighted);
});
