import { expect, test, type Page } from './fixtures';
import { createMember } from './auth-helpers';
import { signedIn, useLanguage, zhCn } from './helpers';

/** A text of the locale file with its {{placeholders}} filled, as i18next would. */
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

const openedCount = async (page: Page) => Number((await page.getByTestId('rain-opened').textContent())!.split('/')[0]!.trim());

/**
 * The rain without a mouse or sight (docs/product.md §10.10), in the default language and under
 * reduced motion (the suite's default): Tab to Start, Enter, Space for packets, Tab to "Collect now",
 * Enter; each step read from the live regions by their roles, and the total they say is the one the
 * server paid.
 */
test('a rain round played by keyboard alone is said in the live regions, its total the one the server paid', async ({ page, request }) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'zh_cn');
  const member = await createMember(request);
  await signedIn(page, member.token);
  await page.goto('/#/Red');
  await expect(page.getByTestId('rain-stage')).toHaveAttribute('data-stage', 'ready', { timeout: 30_000 });
  const polite = page.getByRole('status').and(page.getByTestId('rain-announcement'));
  const urgent = page.getByRole('alert').and(page.getByTestId('rain-alert'));
  const stage = page.getByRole('group', { name: zhCn.redRain.stageLabel });
  const start = page.getByRole('button', { name: zhCn.redRain.start });
  await expect(start).toBeEnabled();
  await expect(polite).toHaveText('');

  // Tab from the top of the page to Start (the stops before it are the page's own).
  const began = Date.now();
  for (let stops = 0; stops < 40 && !(await start.evaluate((el) => el === document.activeElement)); stops += 1) await page.keyboard.press('Tab');
  await expect(start).toBeFocused();
  const dealt = page.waitForResponse((r) => r.url().includes('/api/redbag/start'));
  await page.keyboard.press('Enter');
  const round = (await (await dealt).json()) as { starts_at: string; ends_at: string };
  const seconds = (Date.parse(round.ends_at) - Date.parse(round.starts_at)) / 1000;

  // The stage takes the focus, with a ring a keyboard player sees.
  await expect(stage).toBeFocused();
  await expect(stage).toHaveCSS('outline-style', 'solid');
  await expect(stage).toHaveCSS('outline-width', '3px');
  await expect(polite).toHaveText(fill(zhCn.redRain.say.countdown, { seconds: 3 }));
  await expect(urgent).toHaveText(fill(zhCn.redRain.say.raining, { seconds, max: 10 }), { timeout: 5_000 });

  // Space opens the packet nearest the centre (none may be on the stage for a moment).
  for (let n = 1; n <= 3; n += 1) {
    await expect(async () => {
      await page.keyboard.press('Space');
      expect(await openedCount(page)).toBe(n);
    }).toPass({ timeout: 10_000, intervals: [150] });
  }
  // A burst is said as its latest count, within the coalescing second.
  await expect(polite).toHaveText(fill(zhCn.redRain.say.opened, { count: 3, max: 10 }), { timeout: 3_000 });

  await page.keyboard.press('Tab');
  const collect = page.getByRole('button', { name: zhCn.redRain.collect });
  await expect(collect).toBeFocused();
  const claim = page.waitForResponse((r) => r.url().includes('/api/activity/redbag'));
  await page.keyboard.press('Enter');
  const claimed = await claim;
  expect(claimed.request().postDataJSON()).toMatchObject({ times: 3 });
  const reply = (await claimed.json()) as { total: string; packets: unknown[] };
  expect(reply.packets).toHaveLength(3);

  // Said while the result dialog hides the page from assistive tech: the live region is spared.
  const dialog = page.getByRole('dialog', { name: zhCn.redRain.resultTitle });
  await expect(dialog).toBeVisible();
  await expect(polite).toHaveText(fill(zhCn.redRain.say.paid_other, { count: 3, total: reply.total }));
  await expect(urgent).toHaveText('');
  await expect(dialog.getByTestId('rain-result-total')).toHaveText(reply.total);
  await expect(page.getByTestId('event-balance')).toHaveText(reply.total);
  test.info().annotations.push({ type: 'keyboard walk', description: `${Date.now() - began} ms from the first Tab to the total said` });

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(polite).toHaveText('');
});
