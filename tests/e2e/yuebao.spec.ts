import { expect, test, type Locator } from './fixtures';
import { loginInHeader } from './auth-helpers';
import { en, useLanguage } from './helpers';

const labels = { name: en.header.name, password: en.header.password, login: en.header.login };

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test('a take-out that cannot happen says why, and the toast of a move leaves the totals in view', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/#/Promotion');
  await loginInHeader(page, 'demo01', 'demo123', labels);
  await page.goto('/#/Yu-EBao');
  const plan = page.getByTestId('yuebao-plan').first();
  const summary = page.getByTestId('yuebao-summary');
  await expect(summary).toContainText('0.00');
  const takeOut = plan.getByRole('button', { name: en.yuebao.takeOut });
  await expect(takeOut).toBeDisabled();
  await expect(takeOut).toHaveAccessibleDescription(en.yuebao.nothingHeld);
  await expect(plan.getByText(en.yuebao.nothingHeld)).toBeVisible();

  const move = async (button: string, amount: string) => {
    await plan.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(en.yuebao.amount).fill(amount);
    await dialog.getByRole('button', { name: button }).click();
    await expect(dialog).toHaveCount(0);
  };
  await move(en.yuebao.putIn, '１０');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: '10.00' });
  await expect(toast).toBeVisible();
  await expect(summary).toContainText(/Held in Yu-EBao\s*10\.00/);
  expect(await overlaps(toast, summary)).toBe(false);
  await expect(takeOut).toBeEnabled();

  // Back as it was, for the other tests that log in as demo01.
  await move(en.yuebao.takeOut, '10');
  await expect(summary).toContainText(/Held in Yu-EBao\s*0\.00/);
});
