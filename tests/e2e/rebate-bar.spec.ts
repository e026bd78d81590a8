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
  // Asked here, not read off the page's own call: the login's call can answer while the reload
  // navigates away, and its body is gone.
  const rebates = await request.get('/api/fsnow/list', { headers: { authorization: `Bearer ${member.token.access_token}` } });
  expect(await rebates.json()).toEqual([]);
  const listed = page.waitForResponse((r) => r.url().includes('/api/fsnow/list') && r.ok());
  await page.reload();
  await listed;
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

  // The bar floats bottom right, over the wallet list's buttons of /Member/Transfer when scrolled
  // to them: there a game wallet's "In" button sits in the bar's column, under it …
  await page.goto('/#/Member/Transfer');
  const moveIns = page.getByRole('button', { name: new RegExp(`^${en.wallet.moveInTo.split('{{')[0]}`) });
  await expect(moveIns.first()).toBeVisible();
  const barBox = (await bar.boundingBox())!;
  let moveIn = moveIns.first();
  for (const button of await moveIns.all()) {
    const box = (await button.boundingBox())!;
    if (box.x + box.width / 2 > barBox.x) {
      moveIn = button;
      break;
    }
  }
  // Lists above it may still be arriving: line it up with the bar again until it stays there.
  await expect
    .poll(async () => {
      const box = (await moveIn.boundingBox())!;
      expect(box.x + box.width / 2).toBeGreaterThan(barBox.x);
      await page.evaluate((dy) => window.scrollBy(0, dy), box.y + box.height / 2 - (barBox.y + barBox.height / 2));
      return moveIn.evaluate(isTopmostAtCentre);
    })
    .toBe(false);
  // … and reached by keyboard it is scrolled clear of the bar.
  await moveIn.focus();
  await expect(moveIn).toBeFocused();
  await expect.poll(() => moveIn.evaluate(isTopmostAtCentre)).toBe(true);
});

test('put away, the bar stays away for the session, and a new tab shows it again', async ({ page, context }) => {
  await page.goto('/#/Promotion');
  await loginInHeader(page, 'demo01', 'demo123', labels);
  const bar = page.getByTestId('rebate-bar');
  await bar.getByRole('button', { name: en.common.close }).click();
  await expect(bar).toHaveCount(0);

  const rebates = page.waitForResponse((r) => r.url().includes('/api/fsnow/list'));
  await page.reload();
  expect(await (await rebates).json()).not.toEqual([]);
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(bar).toHaveCount(0);

  // Another tab is another session: the same member sees the bar there.
  const other = await context.newPage();
  await other.goto('/#/Promotion');
  await expect(other.getByTestId('rebate-bar')).toContainText('Rebate 38.00 waiting');
  await other.close();
});

test('the bar keeps clear of the member menu wherever the page is scrolled, from the widest window to the narrowest desktop one', async ({ page }) => {
  await page.goto('/#/Promotion');
  await loginInHeader(page, 'demo01', 'demo123', labels);
  await page.goto('/#/Member/Vip');
  const menu = page.getByRole('navigation', { name: en.member.menu });
  const bar = page.getByTestId('rebate-bar');
  // 1366 × 768 is where a player found it over the menu; below 960 px the lobby hands over to the mobile site.
  for (const viewport of [{ width: 1366, height: 768 }, { width: 960, height: 768 }]) {
    await page.setViewportSize(viewport);
    await expect(menu).toBeVisible();
    await expect(bar).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 150) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const [a, b] = [(await bar.boundingBox())!, (await menu.boundingBox())!];
      const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap, `${viewport.width} px wide, scrolled to ${y}`).toBe(false);
    }
  }
});
