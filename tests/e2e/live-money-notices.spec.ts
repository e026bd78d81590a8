import { expect, test, type Page } from './fixtures';
import type { BankType } from '../../domain/contracts/replies/bank-cards';
import { createMember } from './auth-helpers';
import { askDeposit, auth } from './member-money';
import { signedIn, useLanguage } from './helpers';

// What a player trusts, shown live in every open tab with no reload: a deposit approved and its
// bonus (a toast each, once), a withdrawal paid, an operator's answer to feedback.
test.use({ liveStream: true });

const LIVE = /\/api\/member\/live(\?|$)/;
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
/** Records the text of every toast the page shows from now on, so a toast shown twice is seen even after it faded. */
const recordToasts = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toasts: string[] }).toasts = seen;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          // The first toast comes inside its new list: look into what was added, not only at it.
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.matches('[data-sonner-toast]') ? [node] : [...node.querySelectorAll('[data-sonner-toast]')];
          for (const toast of toasts) seen.push(toast.textContent ?? '');
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
const toastsOf = (page: Page) => page.evaluate(() => (window as unknown as { toasts: string[] }).toasts.filter((text) => /approved|credited/.test(text)));
const stillSameDocument = async (page: Page) => expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);

test('a deposit approved toasts in both tabs once, a paid withdrawal and a feedback answer show without reload', async ({ context, request }) => {
  const member = await createMember(request);
  const [bank] = (await (await request.get('/api/member/bank/type', { headers: auth(member) })).json()) as BankType[];
  expect((await request.post('/api/member/bank', { headers: auth(member), data: { bank_type_id: bank!.id, card_no: '6222021234567890128', owner_name: 'Test Player', branch: 'Main', qk_pwd: '123456' } })).ok()).toBe(true);
  const depositId = await askDeposit(request, member, '300.00');

  const withdrawTab = await context.newPage();
  const feedbackTab = await context.newPage();
  await useLanguage(withdrawTab, 'en');
  await useLanguage(feedbackTab, 'en');
  await signedIn(withdrawTab, member.token);
  await signedIn(feedbackTab, member.token);
  const streamOpen = context.waitForEvent('response', (r) => LIVE.test(r.url()));
  await withdrawTab.goto('/#/Member/Withdraw');
  await feedbackTab.goto('/#/Member/Suggestion');
  expect((await streamOpen).status()).toBe(200);
  await expect(withdrawTab.getByTestId('withdraw-form')).toBeVisible();
  await expect(feedbackTab.getByTestId('mail-badge')).toBeVisible();
  for (const page of [withdrawTab, feedbackTab]) {
    await markDocument(page);
    await recordToasts(page);
  }

  // The approval: a toast of the deposit and one of its first-deposit bonus, in each tab, once.
  expect((await request.post(`/api/dev/recharges/${depositId}/approve`)).ok()).toBe(true);
  for (const page of [withdrawTab, feedbackTab]) {
    await expect(page.getByText('Deposit of 300.00 approved')).toHaveCount(1, { timeout: 3000 });
    await expect(page.getByText('Bonus credited: 100% first deposit bonus, 300.00')).toHaveCount(1);
  }

  // A withdrawal asked for, then paid by the operator: its row turns Paid where it said Processing.
  const [card] = (await (await request.get('/api/member/bank', { headers: auth(member) })).json()) as { id: number }[];
  const drawn = await request.post('/api/drawing', { headers: { ...auth(member), 'idempotency-key': `e2e-live-draw-${member.name}` }, data: { money: '100.00', bank_id: card!.id, qk_pwd: '123456' } });
  expect(drawn.ok(), await drawn.text()).toBe(true);
  const row = withdrawTab.getByTestId('withdrawal-row').first();
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(row).toContainText('Processing');
  const [pending] = (await (await request.get('/api/drawing/list', { headers: auth(member) })).json()) as { id: number }[];
  expect((await request.post(`/api/dev/withdrawals/${pending!.id}/pay`)).ok()).toBe(true);
  await expect(row).toHaveAttribute('data-status', 'paid', { timeout: 3000 });
  await expect(row).toContainText('Paid');

  // Feedback answered: its mail lights the badge in both tabs, the feedback page shows the answer.
  const unread = Number(await feedbackTab.getByTestId('mail-unread').textContent());
  expect((await request.post('/api/member/feedback', { headers: auth(member), data: { content: 'Please add more fishing games.' } })).ok()).toBe(true);
  const item = feedbackTab.getByTestId('feedback-item');
  // The page's list was read before the feedback was sent by another client: the answer's push brings both.
  const { list } = (await (await request.post('/api/member/feedback/list', { headers: auth(member), data: { page: 1 } })).json()) as { list: { id: number }[] };
  expect((await request.post(`/api/dev/feedback/${list[0]!.id}/reply`, { data: { reply: 'Two new fishing games arrive next month.' } })).ok()).toBe(true);
  await expect(item.getByTestId('feedback-reply')).toContainText('Two new fishing games arrive next month.', { timeout: 3000 });
  for (const page of [withdrawTab, feedbackTab]) await expect(page.getByTestId('mail-unread')).toHaveText(String(unread + 1), { timeout: 3000 });

  // Nothing was shown twice: no toast came back with the later pushes (balance, mail, lists).
  for (const page of [withdrawTab, feedbackTab]) {
    expect(await toastsOf(page)).toEqual(['Deposit of 300.00 approved', 'Bonus credited: 100% first deposit bonus, 300.00']);
    await stillSameDocument(page);
  }
});
