import { expect, test, type APIRequestContext, type Page } from './fixtures';
import type { MoneyLogReply, WalletsReply } from '../../domain/contracts/replies/money';
import { createMember } from './auth-helpers';
import { en, signedIn, useLanguage } from './helpers';

// The cut connection is the point of the test: Chromium logs the aborted call as a failed load.
test.use({ expectedConsoleErrors: /Failed to load resource: net::ERR_FAILED \(.*\/api\/game\/deposit/ });
test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

const auth = (token: { access_token: string }) => ({ authorization: `Bearer ${token.access_token}` });

/** 18.00 in the member's wallet: the seeded promotion 35 pays at once. */
async function fund(request: APIRequestContext, token: { access_token: string }) {
  const applied = await request.post('/api/act/apply/35?lang=en', { headers: { ...auth(token), 'idempotency-key': `fund-${Date.now()}` } });
  expect(applied.ok(), await applied.text()).toBe(true);
}

interface Seen {
  key: string | null;
  replayed: string | null;
}

/**
 * Lets the first transfer reach the server and commit, then cuts the connection before the page
 * sees the answer (a time-out after the commit); later ones pass. Records each call's key.
 */
async function cutFirstAnswer(page: Page): Promise<Seen[]> {
  const seen: Seen[] = [];
  await page.route('**/api/game/deposit**', async (route) => {
    const key = route.request().headers()['idempotency-key'] ?? null;
    const response = await route.fetch();
    seen.push({ key, replayed: response.headers()['idempotent-replayed'] ?? null });
    if (seen.length === 1) await route.abort('failed');
    else await route.fulfill({ response });
  });
  return seen;
}

test('a transfer whose answer was lost, sent again from the form, moves the money once', async ({ page, request }) => {
  const member = await createMember(request);
  await fund(request, member.token);
  const seen = await cutFirstAnswer(page);
  await signedIn(page, member.token);
  await page.goto('/#/Member/Transfer');
  await expect(page.getByTestId('centre-money')).toHaveText('18.00');

  const form = page.getByTestId('transfer-form');
  await form.getByLabel(en.wallet.provider, { exact: true }).selectOption('rl_slot_starforge');
  await form.getByLabel(en.wallet.amount).fill('10');
  const submit = form.getByRole('button', { name: en.wallet.submit });
  await submit.click();
  await expect(page.getByText(en.error.network)).toBeVisible();
  // The page never saw the answer: it still shows the old balance and keeps the amount for a retry.
  await expect(page.getByTestId('centre-money')).toHaveText('18.00');
  await expect(form.getByLabel(en.wallet.amount)).toHaveValue('10');
  expect(seen).toHaveLength(1);

  await submit.click();
  await expect(page.getByTestId('centre-money')).toHaveText('8.00');
  // The header shows the total (unchanged by a move between own wallets); its centre part moved once.
  await expect(page.getByTestId('member-balance')).toHaveText('18.00');
  await expect(page.getByTestId('balance-breakdown').locator('[data-part="centre"]')).toHaveText('8.00');
  const starforge = page.locator('[data-testid="provider-wallet"][data-api="rl_slot_starforge"]');
  await expect(starforge.getByTestId('provider-money')).toHaveText('10.00');

  // The retry carried the first key and got the first answer replayed.
  expect(seen).toHaveLength(2);
  expect(seen[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  expect(seen.map((s) => s.key)).toEqual([seen[0]!.key, seen[0]!.key]);
  expect(seen.map((s) => s.replayed)).toEqual([null, 'true']);

  // The server's own records: one transfer, the balances moved once.
  const wallets = (await (await request.post('/api/game/api_moneys', { headers: auth(member.token) })).json()) as WalletsReply;
  expect(wallets.money).toBe('8.00');
  expect(wallets.list.find((w) => w.api_code === 'rl_slot_starforge')?.money).toBe('10.00');
  const log = (await (await request.post('/api/moneylog', { headers: auth(member.token), data: { kind: 'transfer' } })).json()) as MoneyLogReply;
  expect(log.list.map((row) => row.money)).toEqual(['-10.00']);

  // A new transfer after the answer is a new action: a new key, the money moves again.
  await form.getByLabel(en.wallet.amount).fill('3');
  await submit.click();
  await expect(page.getByTestId('centre-money')).toHaveText('5.00');
  expect(seen).toHaveLength(3);
  expect(seen[2]!.key).not.toBe(seen[0]!.key);
  expect(seen[2]!.replayed).toBeNull();
});
