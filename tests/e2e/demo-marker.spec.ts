import { expect, test } from './fixtures';
import { en, useLanguage } from './helpers';

// The e2e server runs the demo payment page, the console SMS and DEV_ENDPOINTS=1: all three stand-ins.
const explanation = [en.demo.explain, en.demo.parts.demo_payments, en.demo.parts.console_sms, en.demo.parts.dev_endpoints].join(' ');

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('the lobby header and the slim bar show the "Demo" marker the server asks for, with its reason', async ({ page, request }) => {
  expect(await (await request.get('/api/system/stand-ins')).json()).toEqual({ stand_ins: ['demo_payments', 'console_sms', 'dev_endpoints'] });
  await page.goto('/#/');
  const marker = page.getByTestId('site-header').getByTestId('demo-marker');
  await expect(marker).toBeVisible();
  const tag = marker.getByRole('button', { name: en.demo.tag, exact: true });
  await expect(tag).toHaveAccessibleDescription(explanation);
  await expect(marker.getByText(explanation)).toHaveClass('visually-hidden');
  // The keyboard reaches it and shows the reason; Escape hides it again.
  await tag.focus();
  await page.keyboard.press('Enter');
  await expect(marker.getByRole('note')).toBeVisible();
  await expect(marker.getByRole('note')).toHaveText(explanation);
  await page.keyboard.press('Escape');
  await expect(marker.getByText(explanation)).toHaveClass('visually-hidden');

  await page.goto('/#/Yu-EBao');
  await expect(page.getByRole('banner').getByTestId('demo-marker').getByRole('button', { name: en.demo.tag, exact: true })).toHaveAccessibleDescription(explanation);
});
