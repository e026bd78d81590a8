import { expect, test, type Page } from './fixtures';
import type { AboutItem } from '../../domain/contracts/replies/content';
import { createMember } from './auth-helpers';
import { parseLicences, type SystemConfig } from '../../domain/contracts/config';
import { en, signedIn, useLanguage, withoutMarkup } from './helpers';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

/** Serves this page a config with some switches changed; the server and other tests keep theirs. */
async function withSwitches(page: Page, switches: Partial<SystemConfig>) {
  await page.route('**/api/system/configs?*', async (route) => {
    const real = (await (await route.fetch()).json()) as SystemConfig;
    await route.fulfill({ json: { ...real, ...switches } });
  });
}

test('about-us links from /about/list open their pages; licences, customer service and the 18+ notice show', async ({ page, request }) => {
  const about = (await (await request.get('/api/about/list?lang=en')).json()) as AboutItem[];
  const config = (await (await request.get('/api/system/configs?group=service,system')).json()) as SystemConfig;
  await page.goto('/#/');
  const footer = page.getByTestId('site-footer');
  const links = footer.getByRole('navigation', { name: en.footer.aboutUs }).getByRole('link');
  await expect(links).toHaveText(about.map((a) => a.title));
  for (const [i, item] of about.entries()) await expect(links.nth(i)).toHaveAttribute('href', `#/AboutUs/${item.id}`);

  // Each badge names its licence and that licence's number from the server's `site_licences`.
  const licences = parseLicences(config.site_licences);
  expect(licences.map((l) => l.name)).toEqual(['PAGCOR', 'MGA', 'GLI', 'BMM']);
  await expect(footer.getByRole('region', { name: en.footer.licences }).getByRole('listitem')).toHaveText(
    licences.map(({ name, number }) => `${name}${en.footer.licenceNumber.replace('{{number}}', number)}`),
  );
  const service = footer.getByRole('link', { name: en.nav.service });
  await expect(service).toHaveAttribute('href', config.service_link);
  await expect(service).toHaveAttribute('target', '_blank');
  await expect(footer.getByTestId('adult-notice')).toHaveText(`18+${withoutMarkup(en.footer.adult)} ${en.footer.responsible}`);

  // Each about link opens its page, marked current in the side list; by keyboard as well.
  await links.nth(2).click();
  await expect(page).toHaveURL(new RegExp(`#/AboutUs/${about[2]!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: en.page.aboutUs })).toBeVisible();
  await expect(page.getByTestId('about').getByRole('heading', { level: 2 })).toHaveText(about[2]!.title);
  const side = page.getByRole('navigation', { name: en.about.menu });
  await expect(side.getByRole('link', { name: about[2]!.title })).toHaveAttribute('aria-current', 'page');
  await links.last().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('about').getByRole('heading', { level: 2 })).toHaveText(about.at(-1)!.title);
  await expect(page.getByTestId('about-content').getByRole('heading', { level: 3 })).toBeVisible();
  await side.getByRole('link', { name: about[0]!.title }).click();
  await expect(page).toHaveURL(new RegExp(`#/AboutUs/${about[0]!.id}$`));
});

test('the alert carousel shows the alert images and moves on after 5 s', async ({ page, request }) => {
  const notices = (await (await request.get('/api/system/notices?lang=en')).json()) as { alert: { content: string }[] };
  expect(notices.alert.length).toBeGreaterThan(1);
  await page.clock.install({ time: new Date('2026-11-23T10:00:00+08:00') });
  await page.goto('/#/Promotion');
  const carousel = page.getByRole('region', { name: en.footer.alerts });
  await expect(carousel.getByTestId('alert-slide')).toHaveCount(notices.alert.length);
  await expect(carousel.locator('img').first()).toHaveAttribute('src', notices.alert[0]!.content);

  // Freeze time, start the 5 s afresh from a known moment by picking the first image, step the clock.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 100);
  await carousel.getByRole('button', { name: en.footer.showAlert.replace('{{n}}', '1') }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(carousel).toHaveAttribute('data-index', '0');
  await page.clock.runFor(4900);
  await expect(carousel).toHaveAttribute('data-index', '0');
  await page.clock.runFor(100);
  await expect(carousel).toHaveAttribute('data-index', '1');
  await expect(carousel.getByTestId('alert-slide').nth(1)).toHaveAttribute('aria-hidden', 'false');
  await expect(carousel.getByRole('button', { name: en.footer.showAlert.replace('{{n}}', '2') })).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(5000);
  await expect(carousel).toHaveAttribute('data-index', '2');

  // Under the pointer it holds still.
  await carousel.hover();
  await page.clock.runFor(15_000);
  await expect(carousel).toHaveAttribute('data-index', '2');
});

test('without alert items there is no carousel', async ({ page }) => {
  await page.route('**/api/system/notices?*', (route) => route.fulfill({ json: { list: [], alert: [] } }));
  await page.goto('/#/Promotion');
  await expect(page.getByTestId('site-footer').getByRole('navigation', { name: en.footer.aboutUs }).getByRole('link')).not.toHaveCount(0);
  await expect(page.getByTestId('alert-carousel')).toHaveCount(0);
});

test('the red-packet and wheel icons show only for a member, each with its switch on', async ({ page, request }) => {
  // The switches come through this page's own config reply: the server's stay as they are for
  // the tests running alongside (the next test flips one on the server itself).
  await withSwitches(page, { is_redbag_open: '1', activity_wheel_is_open: '1' });
  const red = page.getByTestId('float-red-packet');
  const wheel = page.getByTestId('float-wheel');

  // A visitor sees neither, whatever the switches say.
  await page.goto('/#/Promotion');
  await expect(page.getByRole('form', { name: en.header.login })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(red).toHaveCount(0);
  await expect(wheel).toHaveCount(0);

  const member = await createMember(request);
  await signedIn(page, member.token);
  await page.goto('/#/Promotion');
  await page.reload();
  await expect(page.getByTestId('member-name')).toHaveText(member.name);
  await expect(red).toBeVisible();
  await expect(wheel).toBeVisible();
  await expect(page.getByRole('navigation', { name: en.footer.events }).getByRole('link')).toHaveText([en.footer.redPacket, en.footer.wheel]);
  await red.click();
  await expect(page).toHaveURL(/#\/Red$/);
  await page.goBack();
  await wheel.click();
  await expect(page).toHaveURL(/#\/zhuanpan$/);

  for (const [switches, redShown, wheelShown] of [
    [{ is_redbag_open: '0' }, false, true],
    [{ activity_wheel_is_open: '0' }, true, false],
    [{ is_redbag_open: '0', activity_wheel_is_open: '0' }, false, false],
  ] as const) {
    await page.unrouteAll({ behavior: 'wait' });
    await withSwitches(page, switches);
    await page.goto('/#/Promotion');
    await page.reload();
    await expect(page.getByTestId('member-name')).toHaveText(member.name);
    await page.waitForLoadState('networkidle');
    await expect(red, JSON.stringify(switches)).toHaveCount(redShown ? 1 : 0);
    await expect(wheel, JSON.stringify(switches)).toHaveCount(wheelShown ? 1 : 0);
  }
});

test('a switch turned off on the server hides its icon after a reload', { tag: '@server-settings' }, async ({ page, request }) => {
  const member = await createMember(request);
  await signedIn(page, member.token);
  try {
    expect((await request.put('/api/dev/configs', { data: { activity_wheel_is_open: '0' } })).ok()).toBe(true);
    await page.goto('/#/Promotion');
    await expect(page.getByTestId('float-red-packet')).toBeVisible();
    await expect(page.getByTestId('float-wheel')).toHaveCount(0);
  } finally {
    await request.put('/api/dev/configs', { data: { activity_wheel_is_open: '1' } });
  }
  await page.reload();
  await expect(page.getByTestId('float-wheel')).toBeVisible();
});
