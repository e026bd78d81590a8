import { expect, test, type Page } from './fixtures';
import { createMember } from './auth-helpers';
import { askDeposit, auth, headerBalance, serverBalance } from './member-money';
import { en, signedIn, useLanguage } from './helpers';

// docs/product.md §10.2: what the operator or another tab does shows on screen by the live stream, with no
// focus, no click and no reload.
test.use({ liveStream: true });
test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

type BrowserContext = ReturnType<Page['context']>;
const LIVE = /\/api\/member\/live(\?|$)/;

/** How many live streams the pages of `context` have open right now. */
function countStreams(context: BrowserContext): () => number {
  let open = 0;
  context.on('request', (r) => void (LIVE.test(r.url()) && (open += 1)));
  context.on('requestfinished', (r) => void (LIVE.test(r.url()) && (open -= 1)));
  context.on('requestfailed', (r) => void (LIVE.test(r.url()) && (open -= 1)));
  return () => open;
}

const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
const stillSameDocument = async (page: Page) => expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);

test("the operator's approval and message show in the header at once: the balance and the unread badge", async ({ page, request }) => {
  const member = await createMember(request);
  const id = await askDeposit(request, member, '200.00');
  await signedIn(page, member.token);
  const streamOpen = page.waitForResponse(LIVE);
  await page.goto('/#/Promotion');
  await expect(headerBalance(page)).toHaveText('0.00');
  await expect(page.getByTestId('mail-badge')).toBeVisible();
  await expect(page.getByTestId('mail-unread')).toHaveCount(0);
  expect((await streamOpen).status()).toBe(200);
  await markDocument(page);

  expect((await request.post(`/api/dev/recharges/${id}/approve`)).ok()).toBe(true);
  const after = await serverBalance(request, member);
  expect(Number(after)).toBeGreaterThanOrEqual(200);
  await expect(headerBalance(page)).toHaveText(after, { timeout: 2000 });

  const unread = Number((await page.getByTestId('mail-unread').textContent({ timeout: 2000 })) ?? 0);
  expect((await request.post('/api/dev/mail', { data: { name: member.name, title: 'Hello', message: '<p>Hi</p>' } })).ok()).toBe(true);
  await expect(page.getByTestId('mail-unread')).toHaveText(String(unread + 1), { timeout: 2000 });
  await stillSameDocument(page);
});

test("one stream for the browser's tabs; a logout in one tab logs the other out and leaves no stream open", async ({ context, request }) => {
  const member = await createMember(request);
  const streams = countStreams(context);
  const first = await context.newPage();
  const second = await context.newPage();
  await useLanguage(first, 'en');
  await useLanguage(second, 'en');
  await signedIn(first, member.token);
  await signedIn(second, member.token);
  await first.goto('/#/Promotion');
  await second.goto('/#/Promotion');
  await expect(first.getByTestId('member-name')).toHaveText(member.name);
  await expect(second.getByTestId('member-name')).toHaveText(member.name);
  await expect.poll(streams).toBe(1);

  // A message reaches both tabs through the one stream.
  expect((await request.post('/api/dev/mail', { data: { name: member.name, title: 'Hello', message: '<p>Hi</p>' } })).ok()).toBe(true);
  await expect(first.getByTestId('mail-unread')).toHaveText('1', { timeout: 2000 });
  await expect(second.getByTestId('mail-unread')).toHaveText('1', { timeout: 2000 });

  // addInitScript would sign the second tab in again on a reload; it is not reloaded here.
  await first.getByRole('button', { name: en.header.logout }).click();
  await first.getByRole('alertdialog').getByRole('button', { name: en.common.confirm }).click();
  await expect(first.getByRole('form', { name: en.header.login })).toBeVisible();
  await expect(second.getByRole('form', { name: en.header.login })).toBeVisible();
  await expect.poll(streams).toBe(0);
});

test.describe('a network failure', () => {
  // The browser reports the cut stream and the refused reconnects; nothing else may fail.
  test.use({ expectedConsoleErrors: /net::ERR_(INCOMPLETE_CHUNKED_ENCODING|CONNECTION_FAILED) \(http:[^)]*\/api\/member\/live\)$/ });

  test('a dropped connection reconnects and catches up on the balance and the unread count', async ({ page, request }) => {
    const member = await createMember(request);
    const id = await askDeposit(request, member, '150.00');
    await signedIn(page, member.token);
    const firstStream = page.waitForResponse(LIVE);
    await page.goto('/#/Promotion');
    await expect(headerBalance(page)).toHaveText('0.00');
    await firstStream;
    await markDocument(page);

    // The network fails: the stream is cut and the reconnects fail while the operator approves.
    let refused = 0;
    await page.route(LIVE, (route) => ((refused += 1), route.abort('connectionfailed')));
    const cut = await request.post('/api/dev/live/drop', { headers: auth(member) });
    expect(((await cut.json()) as { dropped: number }).dropped).toBe(1);
    await expect.poll(() => refused).toBeGreaterThan(0);
    expect((await request.post(`/api/dev/recharges/${id}/approve`)).ok()).toBe(true);
    const after = await serverBalance(request, member);
    await expect(headerBalance(page)).toHaveText('0.00');

    // Back: the next attempt's snapshot brings what the stream missed.
    await page.unroute(LIVE);
    await expect(headerBalance(page)).toHaveText(after);
    await expect(page.getByTestId('mail-unread')).toHaveText(/^[1-9]/);
    await stillSameDocument(page);
  });
});

test('the operator switches the wheel off: an open wheel page closes its Start without a reload', { tag: '@server-settings' }, async ({ page, request }) => {
  const member = await createMember(request);
  await signedIn(page, member.token);
  const streamOpen = page.waitForResponse(LIVE);
  await page.goto('/#/zhuanpan');
  await expect(page.getByTestId('wheel-spin')).toBeVisible();
  await streamOpen;
  await markDocument(page);
  try {
    expect((await request.put('/api/dev/configs', { data: { activity_wheel_is_open: '0' } })).ok()).toBe(true);
    await expect(page.getByTestId('wheel-blocked')).toHaveText(en.wheel.unavailable.closed, { timeout: 2000 });
    await expect(page.getByTestId('wheel-spin')).toBeDisabled();
  } finally {
    await request.put('/api/dev/configs', { data: { activity_wheel_is_open: '1' } });
  }
  await expect(page.getByText(en.wheel.unavailable.closed)).toHaveCount(0);
  await stillSameDocument(page);
});
