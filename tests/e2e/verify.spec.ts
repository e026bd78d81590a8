import type { FairHistoryRow, WheelAwardReply, WheelQueryReply } from '../../domain/contracts/replies/events';
import { verifyHref, verifyPageHref } from '../../src/features/events/shared/verify-link';
import vectors from '../fixtures/fairness-vectors.json' with { type: 'json' };
import { createMember } from './auth-helpers';
import { expect, test, type APIRequestContext } from './fixtures';
import { en, signedIn, useLanguage, zhCn } from './helpers';

type Vector = (typeof vectors)[number];
const linkOf = (v: Vector, hash = v.server_seed_hash) =>
  `/#${verifyPageHref({ seed: v.server_seed, client: v.client_seed, nonce: v.nonce, weights: v.weights, hash })}`;

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test.describe('the Verify page', () => {
  // The first vector, and the one whose first word is rejected (the pick reads a later word).
  for (const vector of [vectors[0]!, vectors.find((v) => v.words_skipped > 0)!]) {
    test(`recomputes a published vector in the browser (nonce ${vector.nonce}, ${vector.words_skipped} word skipped)`, async ({ page }) => {
      const calls: string[] = [];
      page.on('request', (request) => request.url().includes('/api/') && calls.push(request.url()));
      await page.goto(linkOf(vector));
      const result = page.getByTestId('verify-result');
      await expect(result.getByTestId('verify-prize-index')).toHaveAttribute('data-index', String(vector.prize_index));
      // A person reads the place counted from 1.
      await expect(result.getByTestId('verify-prize')).toHaveText(en.verify.prizeNumber.replace('{{n}}', String(vector.prize_index + 1)));
      await expect(result.getByTestId('verify-digest')).toHaveText(vector.digest_hex);
      await expect(result.getByTestId('verify-seed-hash')).toHaveText(vector.server_seed_hash);
      await expect(result.getByTestId('verify-commitment')).toHaveText(en.verify.commitmentMatches);
      await expect(result).toHaveAttribute('aria-live', 'polite');
      await expect(page.getByRole('link', { name: en.events.backToLobby })).toBeVisible();
      await expect(page.getByTestId('fairness-login')).toHaveText(en.fair.loginFirst);
      // The draw is recomputed here: the page asked our server for nothing about it.
      expect(calls.filter((url) => /\/(fair|wheel|redbag|activity)\//.test(url))).toEqual([]);
    });
  }

  test('says when the seed does not match the commitment given', async ({ page }) => {
    const vector = vectors[1]!;
    await page.goto(linkOf(vector, vectors[0]!.server_seed_hash));
    await expect(page.getByTestId('verify-commitment')).toHaveText(en.verify.commitmentMismatch);
    // The draw itself is still recomputed from the inputs.
    await expect(page.getByTestId('verify-prize-index')).toHaveAttribute('data-index', String(vector.prize_index));
  });

  test('shows the validation texts for bad input and computes nothing', async ({ page }) => {
    await page.goto('/#/Verify?seed=NOT-HEX&client=a%20b&nonce=1&weights=5,,10');
    await expect(page.getByTestId('verify-empty')).toHaveText(en.verify.empty);
    await expect(page.getByText(en.validation.serverSeedFormat)).toBeVisible();
    await expect(page.getByText(en.validation.clientSeedFormat)).toBeVisible();
    await expect(page.getByText(en.validation.weightsFormat)).toBeVisible();
    await expect(page.getByTestId('verify-prize-index')).toHaveCount(0);

    // Fixed by hand, it computes; a weight of 0 typed afterwards drops the answer again.
    const vector = vectors[0]!;
    await page.getByLabel(en.verify.serverSeed).fill(vector.server_seed);
    await page.getByLabel(en.verify.clientSeed).fill(vector.client_seed);
    await page.getByLabel(en.verify.nonce).fill(String(vector.nonce));
    await page.getByLabel(en.verify.weights).fill(vector.weights.join(','));
    await page.getByRole('button', { name: en.verify.submit, exact: true }).click();
    await expect(page.getByTestId('verify-digest')).toHaveText(vector.digest_hex);
    await page.getByLabel(en.verify.weights).fill('0,5');
    await page.getByRole('button', { name: en.verify.submit, exact: true }).click();
    await expect(page.getByText(en.validation.weightsFormat)).toBeVisible();
    await expect(page.getByTestId('verify-digest')).toHaveCount(0);
  });
});

async function spin(request: APIRequestContext, bearer: string, name: string): Promise<WheelAwardReply> {
  const res = await request.post('/api/wheel/award?lang=zh_cn', {
    headers: { Authorization: `Bearer ${bearer}`, 'Idempotency-Key': `e2e-verify-${name}-${Date.now()}` },
    data: { name },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as WheelAwardReply;
}

async function historyRow(request: APIRequestContext, bearer: string, name: string, nonce: number): Promise<FairHistoryRow> {
  const res = await request.post('/api/wheel/query?lang=zh_cn', { headers: { Authorization: `Bearer ${bearer}` }, data: { name } });
  expect(res.ok(), await res.text()).toBe(true);
  const { history } = (await res.json()) as WheelQueryReply;
  const row = history.find((r) => r.fair.nonce === nonce);
  expect(row, `a history row with nonce ${nonce}`).toBeDefined();
  return row!;
}

test("a member's wheel draw, once its seed is revealed in the fairness panel, is confirmed by the Verify page", async ({ page, request }) => {
  const member = await createMember(request);
  const bearer = member.token.access_token;
  const draw = await spin(request, bearer, member.name);
  const before = await historyRow(request, bearer, member.name, draw.fair.nonce);
  expect(before.server_seed, 'the seed of a draw stays secret until rotated').toBeNull();

  await signedIn(page, member.token);
  await page.goto('/#/Verify');
  const panel = page.getByTestId('fairness-panel');
  await expect(panel.getByTestId('fair-commitment')).toHaveText(draw.fair.server_seed_hash);
  await expect(panel.getByTestId('fair-nonce')).toHaveText(String(draw.fair.nonce + 1));
  await panel.getByRole('button', { name: en.fair.rotate }).click();
  await page.getByRole('alertdialog', { name: en.fair.rotateTitle }).getByRole('button', { name: en.fair.rotateConfirm }).click();
  const revealed = panel.getByTestId('revealed-seed');
  await expect(revealed).toContainText(draw.fair.server_seed_hash);
  await expect(panel.getByTestId('fair-commitment')).not.toHaveText(draw.fair.server_seed_hash);

  // The history row now carries the revealed seed, and its link recomputes the same prize.
  const row = await historyRow(request, bearer, member.name, draw.fair.nonce);
  await expect(revealed).toContainText(row.server_seed!);
  await page.goto(`/#${verifyHref(row, 'wheel')!}`);
  await expect(page.getByTestId('verify-prize-index')).toHaveAttribute('data-index', String(draw.prize_index));
  await expect(page.getByTestId('verify-commitment')).toHaveText(en.verify.commitmentMatches);
  await expect(page.getByTestId('verify-prize')).toHaveText(draw.prize.label.en);
  await expect(page.getByTestId('verify-prize-amount')).toHaveText(en.verify.prizeAmount.replace('{{amount}}', draw.prize.money));
  await page.getByRole('link', { name: en.verify.backToWheel }).click();
  await expect(page).toHaveURL(/#\/zhuanpan$/);
});

test('in Chinese, a wheel draw opened from the history names its prize and amount and counts from 1', async ({ page, request }) => {
  // Over the file's English (useLanguage keeps the first language set).
  await page.addInitScript(() => localStorage.setItem('lang', 'zh_cn'));
  const member = await createMember(request);
  const bearer = member.token.access_token;
  const draw = await spin(request, bearer, member.name);
  const rotated = await request.post('/api/fair/rotate?lang=zh_cn', { headers: { Authorization: `Bearer ${bearer}` } });
  expect(rotated.ok(), await rotated.text()).toBe(true);
  const row = await historyRow(request, bearer, member.name, draw.fair.nonce);

  await signedIn(page, member.token);
  await page.goto('/#/zhuanpan');
  await page.getByTestId('wheel-history').getByRole('link', { name: zhCn.events.verifyDraw.replace('{{nonce}}', String(row.fair.nonce)) }).click();
  const result = page.getByTestId('verify-result');
  await expect(result.getByTestId('verify-prize')).toHaveText(draw.prize.label.zh_cn);
  await expect(result.getByTestId('verify-prize-amount')).toHaveText(`金额 ${draw.prize.money}`);
  await expect(result.getByTestId('verify-prize-index')).toContainText(`奖品表第 ${draw.prize_index + 1} 项（共 ${draw.fair.weights.length} 项）`);
  await expect(page.getByLabel(zhCn.verify.nonce)).toHaveValue(String(draw.fair.nonce));
  await expect(page.getByText('Nonce', { exact: true })).toHaveCount(0);
  await expect(result.getByRole('link', { name: '返回幸运转盘' })).toHaveAttribute('href', '#/zhuanpan');
});
