import { expect, test, type Page } from './fixtures';
import { createMember, solveCaptcha } from './auth-helpers';
import { en, signedIn, useLanguage } from './helpers';

const opened = (page: Page) => page.getByTestId('rain-opened');
const openedCount = async (page: Page) => Number((await opened(page).textContent())!.split('/')[0]!.trim());

/** Presses Space on the stage until one more packet opens (none may be on screen for a moment). */
async function openWithSpace(page: Page) {
  const before = await openedCount(page);
  await expect(async () => {
    await page.keyboard.press('Space');
    expect(await openedCount(page)).toBe(before + 1);
  }).toPass({ timeout: 10_000, intervals: [150] });
}

/**
 * Clicks across the stage until a click lands on a falling packet and opens it: where a packet is
 * lies with the canvas alone, so the pointer sweeps a grid of points (a third of the stage is packets).
 */
async function openWithClick(page: Page) {
  const box = (await page.getByTestId('rain-stage').boundingBox())!;
  const before = await openedCount(page);
  let k = 0;
  await expect(async () => {
    k += 1;
    const x = box.x + 40 + ((k * 97) % (box.width - 80));
    const y = box.y + 60 + ((k * 61) % (box.height - 120));
    await page.mouse.click(x, y);
    expect(await openedCount(page)).toBe(before + 1);
  }).toPass({ timeout: 15_000, intervals: [60] });
}

test('a member plays a round: packets opened by key and by pointer, paid once, shown in the result and the log', async ({ page, request }) => {
  test.setTimeout(180_000);
  // Motion allowed: the full rain (the default reduced motion draws fewer packets, a smaller target).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await useLanguage(page, 'en');
  const member = await createMember(request);
  const auth = { authorization: `Bearer ${member.token.access_token}` };
  await signedIn(page, member.token);
  await page.goto('/#/Red');

  const stage = page.getByTestId('rain-stage');
  await expect(stage).toHaveAttribute('data-stage', 'ready', { timeout: 30_000 });
  await expect(stage).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('rain-rounds')).toHaveText('3');
  // At 1366×768 the rounds left are in the first screen.
  const box = (await page.getByTestId('rain-counter').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(768);
  await expect(page.getByTestId('event-balance')).toHaveText('0.00');
  await expect(page.getByTestId('draw-history')).toContainText(en.events.noDraws);

  // Start asks the server for a round; the lobby draws that round and claims it by its id.
  const started = page.waitForResponse((r) => r.url().includes('/api/redbag/start'));
  await page.getByRole('button', { name: en.redRain.start }).click();
  const round = (await (await started).json()) as { round_id: number; seed: number; starts_at: string; ends_at: string };
  expect(Date.parse(round.ends_at) - Date.parse(round.starts_at)).toBe(15_000);
  await expect(stage).toHaveAttribute('data-state', 'countdown');
  await expect(page.getByTestId('rain-countdown')).toBeVisible();
  await expect(stage).toBeFocused();
  await expect(stage).toHaveAttribute('data-state', 'raining', { timeout: 5_000 });

  for (let i = 0; i < 3; i += 1) await openWithSpace(page);
  await openWithClick(page);
  await expect(opened(page)).toHaveText('4 / 10');

  const claim = page.waitForResponse((r) => r.url().includes('/api/activity/redbag'));
  await page.getByRole('button', { name: en.redRain.collect }).click();
  const reply = (await (await claim).json()) as { packets: { money: string }[]; total: string; money: string };
  const claimRequest = (await claim).request();
  expect(claimRequest.postDataJSON()).toEqual({ round_id: round.round_id, times: 4 });
  expect(claimRequest.headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);

  const result = page.getByTestId('rain-result');
  await expect(result).toBeVisible();
  expect(reply.packets).toHaveLength(4);
  await expect(result.getByTestId('rain-result-packet')).toHaveCount(4);
  await expect(page.getByTestId('rain-result-total')).toHaveText(reply.total);
  const cents = (money: string) => Math.round(Number(money) * 100);
  expect(cents(reply.total)).toBe(reply.packets.reduce((sum, p) => sum + cents(p.money), 0));
  expect(cents(reply.total)).toBeGreaterThan(0);
  // The balance grew by exactly the round's total, once: on the page and in the wallet.
  expect(reply.money).toBe(reply.total);
  await expect(page.getByTestId('event-balance')).toHaveText(reply.total);
  await result.getByRole('button', { name: en.redRain.resultClose }).click();
  await expect(stage).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('rain-rounds')).toHaveText('2');

  // The log: the four packets, newest first, on one page of ten.
  const rows = page.getByTestId('draw-row');
  await expect(rows).toHaveCount(4);
  const log = page.getByTestId('rain-log');
  // One page needs no pager.
  await expect(log.getByRole('navigation')).toHaveCount(0);
  const logged = await request.post('/api/redbag/log?lang=zh_cn', { headers: auth, data: { limit: 3, page: 1 } });
  const logReply = (await logged.json()) as { total: number; list: { money: string }[] };
  expect(logReply.total).toBe(4);

  // Reloading pays nothing again: the wallet still holds exactly the round's total.
  await page.reload();
  await expect(page.getByTestId('event-balance')).toHaveText(reply.total);
  const me = (await (await request.post('/api/auth/me', { headers: auth })).json()) as { money: string };
  expect(me.money).toBe(reply.total);
  // The round's request sent again with its key (a retry) replays the answer and pays nothing more.
  const again = await request.post('/api/activity/redbag?lang=zh_cn', { headers: { ...auth, 'idempotency-key': claimRequest.headers()['idempotency-key']! }, data: claimRequest.postDataJSON() });
  expect(((await again.json()) as { total: string }).total).toBe(reply.total);
  // Under another key the round pays nothing more, and neither does a claim without a round.
  const twice = await request.post('/api/activity/redbag?lang=en', { headers: { ...auth, 'idempotency-key': 'another-key' }, data: { round_id: round.round_id, times: 10 } });
  expect([twice.status(), ((await twice.json()) as { code: string }).code]).toEqual([409, 'redbag_round_claimed']);
  const roundless = await request.post('/api/activity/redbag?lang=en', { headers: auth, data: { times: 1000 } });
  expect([roundless.status(), ((await roundless.json()) as { code: string }).code]).toEqual([409, 'redbag_no_round']);
  expect(((await (await request.post('/api/auth/me', { headers: auth })).json()) as { money: string }).money).toBe(reply.total);
});

test('a visitor pressing Start logs in through the dialog in place and is back on the rain with their rounds', async ({ page, request }) => {
  await useLanguage(page, 'en');
  const member = await createMember(request);
  await page.goto('/#/Red');
  const stage = page.getByTestId('rain-stage');
  await expect(page.getByTestId('rain-rules')).toBeVisible();
  await expect(page.getByTestId('rain-rounds')).toHaveText('–');
  await page.getByRole('button', { name: en.redRain.start }).click();
  const dialog = page.getByRole('dialog', { name: en.header.login });
  await expect(dialog).toContainText(en.error.pleaseLogin);
  await expect(stage).toHaveAttribute('data-state', 'ready');
  await expect(page.getByText(en.redRain.logLogin)).toBeVisible();

  await dialog.getByLabel(en.header.name).fill(member.name);
  await dialog.getByLabel(en.header.password).fill(member.password);
  await solveCaptcha(page, () => dialog.getByRole('button', { name: en.header.login }).click());
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/#\/Red$/);
  await expect(page.getByTestId('rain-rounds')).toHaveText('3');
  // At 1366×768 the rounds left are in the first screen.
  const box = (await page.getByTestId('rain-counter').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(768);
  await expect(page.getByTestId('event-balance')).toHaveText('0.00');
  await expect(page.getByTestId('rain-log')).toBeVisible();
  await expect(stage).toHaveAttribute('data-state', 'ready');
});
