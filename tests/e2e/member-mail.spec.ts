import { encodePng } from '../../server/captcha/png';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { createMember } from './auth-helpers';
import { en, signedIn, useLanguage } from './helpers';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

/** A small gold PNG made here, as a screenshot a member would attach. */
const png = encodePng(24, 16, new Uint8Array(24 * 16 * 4).map((_, i) => [212, 175, 55, 255][i % 4]!));

/** Puts a message from the site into a member's inbox, as `npm run ops -- mail-send` would. */
async function deliver(request: APIRequestContext, name: string, title: string, message: string) {
  const res = await request.post('/api/dev/mail', { data: { name, title, message } });
  expect(res.ok(), await res.text()).toBe(true);
}

const unread = (page: Page) => page.getByTestId('mail-unread');

test('write to customer service and find the message in the sent box', async ({ page, request }) => {
  const member = await createMember(request);
  await signedIn(page, member.token);
  await page.goto('/#/Member/SiteMail');
  await expect(page.getByText(en.mail.inboxEmpty)).toBeVisible();
  await expect(page.getByTestId('mail-badge')).toBeVisible();
  await expect(unread(page)).toHaveCount(0);

  await page.getByRole('tab', { name: en.mail.write }).click();
  const form = page.getByTestId('mail-write-form');
  await form.getByLabel(en.mail.message).fill('abc');
  await expect(form.getByTestId('char-count')).toHaveText('3 / 1000 characters');
  await form.getByRole('button', { name: en.mail.send }).click();
  await expect(form.getByText(en.validation.mailTitleRequired)).toBeVisible();
  await expect(form.getByText(en.validation.mailMessageLength)).toBeVisible();

  await form.getByLabel(en.mail.title).fill('Withdrawal time');
  await form.getByLabel(en.mail.message).fill('How long does a withdrawal to my bank card take?');
  await form.getByRole('button', { name: en.mail.send }).click();
  await expect(page.getByText('Your message has been sent; customer service will answer soon')).toBeVisible();
  await expect(page.getByRole('tab', { name: en.mail.sent })).toHaveAttribute('aria-selected', 'true');
  const sent = page.getByTestId('sent-message');
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('Withdrawal time');
  await expect(sent).toContainText('How long does a withdrawal to my bank card take?');
});

test.describe('a hostile message', () => {
  // Chromium reports the message's onerror as blocked by the page's CSP when DOMPurify parses it (the
  // handler is dropped from what is shown); that report is the expected one.
  test.use({ expectedConsoleErrors: /Executing inline event handler violates the following Content Security Policy/ });

  test('read a message (sanitised) and the unread count drops; delete one and then all, each confirmed', async ({ page, request }) => {
    const member = await createMember(request);
    await deliver(request, member.name, 'Older notice', '<p>An <b>older</b> notice.</p>');
    await deliver(request, member.name, 'Welcome', '<p>Hello <b>there</b><img src="/brand/logo.svg" alt="" width="40" onerror="window.hacked = 1"><script>window.hacked = 2</script><a href="javascript:window.hacked = 3">x</a></p>');
    await deliver(request, member.name, 'Newest notice', '<ul><li>one</li><li>two</li></ul>');
    await signedIn(page, member.token);
    await page.goto('/#/Member/SiteMail');
    await expect(unread(page)).toHaveText('3');
    await expect(page.getByTestId('inbox-message')).toHaveCount(3);
    await expect(page.getByRole('tab', { name: 'Inbox (3)' })).toBeVisible();

    const welcome = page.getByTestId('inbox-message').filter({ hasText: 'Welcome' });
    await expect(welcome).toHaveAttribute('data-read', '0');
    await welcome.getByRole('button', { name: /Welcome/ }).click();
    const body = welcome.getByTestId('mail-body');
    await expect(body.locator('b')).toHaveText('there');
    await expect(body.locator('script, [onerror], a[href^="javascript"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await expect(welcome).toHaveAttribute('data-read', '1');
    await expect(unread(page)).toHaveText('2');
    await page.reload();
    await expect(unread(page)).toHaveText('2');

    // One message: cancelled first, then confirmed.
    await welcome.getByRole('button', { name: /Welcome/ }).click();
    await welcome.getByRole('button', { name: en.mail.delete }).click();
    const confirm = page.getByRole('alertdialog', { name: en.mail.deleteTitle });
    await confirm.getByRole('button', { name: en.common.cancel }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('inbox-message')).toHaveCount(3);
    await welcome.getByRole('button', { name: en.mail.delete }).click();
    await confirm.getByRole('button', { name: en.mail.delete }).click();
    await expect(page.getByText('The message has been deleted')).toBeVisible();
    await expect(page.getByTestId('inbox-message')).toHaveCount(2);
    await expect(unread(page)).toHaveText('2');

    // All of them.
    await page.getByRole('button', { name: en.mail.deleteAll }).click();
    const all = page.getByRole('alertdialog', { name: en.mail.deleteAllTitle });
    await expect(all).toContainText('Delete all 2 messages in your inbox?');
    await all.getByRole('button', { name: en.mail.delete }).click();
    await expect(page.getByText(en.mail.inboxEmpty)).toBeVisible();
    await expect(unread(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: en.mail.deleteAll })).toBeDisabled();
  });
});

test('feedback with an image appears in the list with its picture, then with the operator reply', async ({ page, request }) => {
  const member = await createMember(request);
  await signedIn(page, member.token);
  await page.goto('/#/Member/Suggestion');
  await expect(page.getByText(en.feedback.empty)).toBeVisible();

  const form = page.getByTestId('feedback-form');
  const picker = form.getByTestId('feedback-image-input');
  // Not an image, whatever its name says: refused here, in the user's language, before any upload.
  await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
  await expect(form.getByText(en.validation.imageType)).toBeVisible();

  await picker.setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByTestId('feedback-image-preview')).toBeVisible();
  await form.getByLabel(en.feedback.content).fill('The lobby looks great, more fishing games please.');
  await expect(form.getByTestId('char-count')).toHaveText('49 / 1000 characters');
  await form.getByRole('button', { name: en.feedback.send }).click();
  await expect(page.getByText('Thank you for your feedback; we will look at it soon')).toBeVisible();
  await expect(form.getByTestId('feedback-image-preview')).toHaveCount(0);

  const item = page.getByTestId('feedback-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('more fishing games please');
  await expect(item).toContainText(en.feedback.waiting);
  const image = item.getByTestId('feedback-image');
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(24);

  const { list } = (await (await request.post('/api/member/feedback/list', { headers: { authorization: `Bearer ${member.token.access_token}` }, data: { page: 1 } })).json()) as { list: { id: number }[] };
  expect((await request.post(`/api/dev/feedback/${list[0]!.id}/reply`, { data: { reply: 'Two new fishing games arrive next month.' } })).ok()).toBe(true);
  await page.reload();
  await expect(item.getByTestId('feedback-reply')).toContainText('Two new fishing games arrive next month.');
});
