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
