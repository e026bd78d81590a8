import { expect, test } from './fixtures';
import { createMember, loginInHeader } from './auth-helpers';
import { en, useLanguage } from './helpers';

const labels = { name: en.header.name, password: en.header.password, login: en.header.login };

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

test('the floating rebate bar shows the waiting sum to a member and links to the wallet', async ({ page }) => {
  await page.goto('/#/Promotion');
  await expect(page.getByTestId('rebate-bar')).toHaveCount(0);
  await loginInHeader(page, 'demo01', 'demo123', labels);
  const bar = page.getByTestId('rebate-bar');
  await expect(bar).toContainText('Rebate 38.00 waiting');
  await bar.getByRole('link', { name: en.home.rebateCollect }).click();
  await expect(page).toHaveURL(/#\/Member\/Transfer\?id=1$/);
  await bar.getByRole('button', { name: en.common.close }).click();
  await expect(page.getByTestId('rebate-bar')).toHaveCount(0);
});

test('a member without rebates sees no bar', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/#/Promotion');
  await loginInHeader(page, member.name, member.password, labels);
  const rebates = page.waitForResponse((r) => r.url().includes('/api/fsnow/list'));
  await page.reload();
  expect(await (await rebates).json()).toEqual([]);
  await expect(page.getByTestId('rebate-bar')).toHaveCount(0);
});

/** Whether a click at the element's centre would reach it, not something floating over it. */
function isTopmostAtCentre(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && (hit === element || element.contains(hit));
}

test('the bar never covers the end of the page, and focus stops short of it', async ({ page }) => {
  await page.goto('/#/Promotion');
  await loginInHeader(page, 'demo01', 'demo123', labels);
  const bar = page.getByTestId('rebate-bar');
  await expect(bar).toBeVisible();

  // Scrolled to the end: the footer's 18+ line and its last line sit above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = page.getByTestId('site-footer');
  const lastLine = footer.getByText(en.footer.copyright.replace('{{year}}', String(new Date().getFullYear())));
  for (const line of [footer.getByTestId('adult-notice'), lastLine]) {
    await expect(line).toBeInViewport();
    expect(await line.evaluate(isTopmostAtCentre)).toBe(true);
  }

  // The grid's first card (below the featured welcome gift) has its Details button in the bar's
  // column: scrolled to where the bar floats, it is under it …
  const details = page.getByTestId('activity-card').nth(1).getByRole('button', { name: /^Details of / });
  const barBox = (await bar.boundingBox())!;
  await page.evaluate(() => window.scrollTo(0, 0));
  const detailsBox = (await details.boundingBox())!;
  await page.evaluate((y) => window.scrollTo(0, y), detailsBox.y + detailsBox.height / 2 - (barBox.y + barBox.height / 2));
  expect(await details.evaluate(isTopmostAtCentre)).toBe(false);
  // … and reached by keyboard it is scrolled clear of the bar.
  await details.focus();
  await expect(details).toBeFocused();
  await expect.poll(() => details.evaluate(isTopmostAtCentre)).toBe(true);
});
