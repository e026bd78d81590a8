import { expect, test, type Page } from './fixtures';
import type { ActItem, ActivityItem } from '../../domain/contracts/replies/promotions';
import { createMember, loginInHeader } from './auth-helpers';
import { en, useLanguage } from './helpers';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

const cards = (page: Page) => page.getByTestId('activity-card');
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title }) });

test('promotions list → details dialog → activity page, by keyboard and pointer', async ({ page, request }) => {
  const listed = (await (await request.get('/api/activities?lang=en')).json()) as ActivityItem[];
  await page.goto('/#/Promotion');
  await expect(page.getByRole('heading', { level: 1, name: en.page.promotion })).toBeVisible();
  await expect(cards(page)).toHaveCount(listed.length);
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(listed.map((a) => a.title));

  // Keyboard: the details button opens the dialog, Escape closes it and gives focus back.
  const deposit = card(page, '100% first deposit bonus');
  const details = deposit.getByRole('button', { name: en.promotions.detailsOf.replace('{{title}}', '100% first deposit bonus') });
  await expect(deposit.getByText('2026-01-01 – 2027-12-31')).toBeVisible();
  await details.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '100% first deposit bonus' });
  await expect(dialog.getByTestId('activity-content').getByRole('heading', { name: 'Double your first deposit, up to 8,888' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();

  // Pointer: the art opens the same details; from there the full activity page.
  await deposit.locator('img').click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: en.promotions.openPage }).click();
  await expect(page).toHaveURL(new RegExp(`#/activity/${listed[1]!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: en.page.activity })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '100% first deposit bonus' })).toBeVisible();
  await expect(page.getByTestId('activity-content').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await page.getByRole('link', { name: en.promotions.allPromotions }).click();
  await expect(page).toHaveURL(/#\/Promotion$/);
  await expect(cards(page)).toHaveCount(listed.length);
});

test('the details dialog fits a 1366x768 screen: the rules scroll, the apply button stays in sight', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#/Promotion');
  const first = cards(page).first();
  const title = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('button', { name: en.promotions.detailsOf.replace('{{title}}', title) }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByTestId('activity-content')).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(768);
  // Fully visible: neither below the screen nor scrolled away inside the dialog.
  await expect(dialog.getByRole('button', { name: en.promotions.applyNow })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('heading', { name: title })).toBeInViewport({ ratio: 1 });
});

test('a visitor who applies is asked to log in and nothing is sent', async ({ page }) => {
  const applies: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/act/apply')) applies.push(r.url());
  });
  await page.goto('/#/Promotion');
  await expect(page.getByText(en.promotions.loginForApplications)).toBeVisible();
  await cards(page).first().getByRole('button', { name: en.promotions.applyNow }).click();
  await expect(page.getByText(en.error.pleaseLogin)).toBeVisible();
  expect(applies).toEqual([]);
});

test('a member applies for act 35 once, sees the result and the new balance', async ({ page, request }) => {
  const member = await createMember(request);
  const [act] = (await (await request.get('/api/act/list?lang=en')).json()) as ActItem[];
  expect(act).toMatchObject({ id: 35, bonus: '18.00' });
  await page.goto('/#/Promotion');
  await loginInHeader(page, member.name, member.password, { name: en.header.name, password: en.header.password, login: en.header.login });
  await expect(page.getByTestId('member-balance')).toHaveText('0.00');
  await expect(page.getByText(en.promotions.noApplications)).toBeVisible();

  const applied = page.waitForResponse((r) => r.url().includes('/api/act/apply/35') && r.request().method() === 'POST');
  await card(page, act!.title).getByRole('button', { name: en.promotions.applyNow }).click();
  const reply = await applied;
  expect(reply.status()).toBe(200);
  // One key per click, so a retried request replays this answer instead of paying twice.
  const key = reply.request().headers()['idempotency-key'];
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  // The same request again (the key stands for this body: another body would be refused with 422).
  const replayed = await request.post('/api/act/apply/35?lang=en', { headers: { authorization: `Bearer ${member.token.access_token}`, 'idempotency-key': key!, 'content-type': 'application/json' }, data: reply.request().postData() ?? undefined });
  expect(replayed.status()).toBe(200);
  expect(await replayed.json()).toEqual(await reply.json());
  const result = page.getByRole('dialog', { name: en.promotions.resultTitle });
  await expect(result.getByText('Approved: 18.00 has been added to your wallet')).toBeVisible();
  await expect(result.getByTestId('apply-result')).toContainText(act!.title);
  await expect(result.locator('[data-status="approved"]')).toHaveText(en.promotions.status.approved);
  await expect(page.getByTestId('member-balance')).toHaveText('18.00');
  await result.getByRole('button', { name: en.promotions.done }).click();
  await expect(result).toBeHidden();

  // The result list comes from /act/apply/result; the card now shows the application instead.
  const row = page.getByTestId('applications').getByRole('row').nth(1);
  await expect(row).toContainText(act!.title);
  await expect(row).toContainText('18.00');
  await expect(row).toContainText(en.promotions.status.approved);
  const featured = card(page, act!.title);
  await expect(featured.getByRole('button', { name: en.promotions.applied })).toBeDisabled();

  await page.goto(`/#/activity/${act!.activity_id}`);
  const activity = page.getByTestId('activity');
  await expect(activity.getByRole('heading', { level: 2, name: act!.title })).toBeVisible();
  await expect(activity.getByRole('button', { name: en.promotions.applied })).toBeDisabled();
  await expect(activity.locator('[data-status="approved"]')).toBeVisible();

  // A second application straight to the server changes nothing.
  const again = await request.post('/api/act/apply/35?lang=en', { headers: { authorization: `Bearer ${member.token.access_token}` } });
  expect(again.status()).toBe(409);
  expect(((await (await request.post('/api/auth/me', { headers: { authorization: `Bearer ${member.token.access_token}` } })).json()) as { money: string }).money).toBe('18.00');
});

test('the promotions page shows loading, failure with retry, and an empty list', async ({ page }) => {
  let fail = true;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/activities?*', async (route) => {
    await held;
    // A 4xx answer with a reason (the shared fixture fails a test on any 5xx the browser logs).
    if (fail) return route.fulfill({ status: 429, json: { message: 'Server busy, please try again later' } });
    return route.fulfill({ json: [] });
  });
  await page.goto('/#/Promotion');
  await expect(page.getByTestId('loading-state')).toBeVisible();
  release();
  const error = page.getByTestId('error-state');
  await expect(error).toContainText(en.promotions.loadFailed);
  await expect(error).toContainText('Server busy, please try again later');
  fail = false;
  await error.getByRole('button', { name: en.error.retry }).click();
  await expect(page.getByTestId('empty-state')).toHaveText(en.promotions.empty);
});

test.describe('hostile server HTML', () => {
  // DOMPurify parses the payload in an inert document; Chromium still reports each inline handler
  // attribute it meets there as blocked by the CSP, and the payload's image points at a missing file.
  test.use({ expectedConsoleErrors: /Executing inline event handler violates the following Content Security Policy|status of 404 .*\/no-such\.png\)$/ });

  test('server HTML is sanitised: a stored <script>/onerror payload never runs', async ({ page, request }) => {
    const payload = [
      '<p>Safe text stays</p>',
      `<img src="/no-such.png" onerror="window.__xss = 'img'; alert('img')">`,
      `<script>window.__xss = 'script'; alert('script')</script>`,
      `<svg><image href="x" onerror="window.__xss = 'svg'"></image></svg>`,
      `<a href="javascript:window.__xss = 'link'">Harmless link</a>`,
      `<iframe srcdoc="<script>parent.__xss = 'frame'</script>"></iframe>`,
      `<p onmouseover="window.__xss = 'hover'" style="position:fixed;inset:0">Hover me</p>`,
    ].join('');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const activity = (await (await request.post('/api/dev/activities', { data: { title: 'Sanitiser check', content: payload } })).json()) as { id: number };
    const about = (await (await request.post('/api/dev/abouts', { data: { title: 'Sanitiser about', content: payload } })).json()) as { id: number };
    // The server keeps the payload as stored; making it safe is the lobby's job.
    expect(((await (await request.get(`/api/activity/${activity.id}`)).json()) as { content: string }).content).toBe(payload);

    for (const [path, testId] of [
      [`/#/activity/${activity.id}`, 'activity-content'],
      [`/#/AboutUs/${about.id}`, 'about-content'],
    ] as const) {
      await page.goto(path);
      const content = page.getByTestId(testId);
      await expect(content.getByText('Safe text stays')).toBeVisible();
      await content.getByText('Hover me').hover();
      // The javascript: address is gone, so the link is plain text now; clicking it does nothing.
      await content.getByText('Harmless link').click();
      await page.waitForLoadState('networkidle');
      expect(await content.locator('script, iframe, svg, [onerror], [onmouseover], [style]').count()).toBe(0);
      expect(await content.locator('a').getAttribute('href')).toBeNull();
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    }
    expect(dialogs).toEqual([]);
  });
});


test('unknown activities and about pages say so, and an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/#/activity/99999');
  await expect(page.getByText(en.promotions.notFound)).toBeVisible();
  await page.getByTestId('error-state').getByRole('link', { name: en.promotions.allPromotions }).click();
  await expect(page).toHaveURL(/#\/Promotion$/);

  await page.goto('/#/AboutUs/abc');
  await expect(page.getByText(en.about.notFound)).toBeVisible();
  await page.goto('/#/AboutUs/99999');
  await expect(page.getByText(en.about.notFound)).toBeVisible();

  await page.goto('/#/Promotion/missing');
  await expect(page.getByRole('heading', { level: 1, name: en.notFound.title })).toBeVisible();
  await page.getByRole('link', { name: en.notFound.home }).click();
  await expect(page).toHaveURL(/#\/$/);
});
