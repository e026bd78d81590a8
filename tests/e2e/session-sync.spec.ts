import { expect, test } from './fixtures';
import { en, useLanguage } from './helpers';
import { createMember, loginInHeader } from './auth-helpers';

const labels = { name: en.header.name, password: en.header.password, login: en.header.login };

test('a login and a logout in one tab show at once in another tab of the same browser', async ({ context, request }) => {
  test.setTimeout(120_000);
  const member = await createMember(request);
  const first = await context.newPage();
  const second = await context.newPage();
  await useLanguage(first, 'en');
  await useLanguage(second, 'en');
  // The promotions page has the header but no canvas, so two tabs stay light.
  await first.goto('/#/Promotion');
  await second.goto('/#/Promotion');
  await expect(second.getByRole('form', { name: en.header.login })).toBeVisible();

  await loginInHeader(first, member.name, member.password, labels);
  // The second tab makes no request of its own: its header follows the first tab's login.
  await expect(second.getByTestId('member-name')).toHaveText(member.name);

  await first.getByRole('button', { name: en.header.logout }).click();
  await first.getByRole('alertdialog').getByRole('button', { name: en.common.confirm }).click();
  await expect(first.getByRole('form', { name: en.header.login })).toBeVisible();
  await expect(second.getByTestId('member-name')).toHaveCount(0);
  await expect(second.getByRole('form', { name: en.header.login })).toBeVisible();
});
