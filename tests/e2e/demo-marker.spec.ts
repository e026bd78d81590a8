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
  await expect(marker).toHaveAttribute('title', explanation);
  await expect(marker.getByText(en.demo.tag, { exact: true })).toBeVisible();
  await expect(marker.getByText(explanation)).toHaveClass('visually-hidden');

  await page.goto('/#/Yu-EBao');
  await expect(page.getByRole('banner').getByTestId('demo-marker')).toHaveAttribute('title', explanation);
});
