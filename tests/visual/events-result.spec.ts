import { expect, test, type Page } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { createMember } from '../e2e/auth-helpers';
import { signedIn } from '../e2e/helpers';
import type { RedbagDesc, RedbagOpenReply, WheelAwardReply, WheelSetting } from '../../domain/contracts/replies/events';
import { languages, texts } from './languages';

/**
 * The draw is random: the shot fixes the wheel's answer to its biggest prize (the server's own
 * reply otherwise, its seed hash masked), so the dialog says a win in every language.
 */
async function biggestPrize(page: Page) {
  const setting = (await (await page.request.get('/api/wheel/setting')).json()) as WheelSetting;
  const index = setting.prizes.reduce((best, prize, i) => (Number(prize.money) > Number(setting.prizes[best]!.money) ? i : best), 0);
  await page.route('**/api/wheel/award**', async (route) => {
    const reply = (await (await route.fetch()).json()) as WheelAwardReply;
    await route.fulfill({ json: { ...reply, prize_index: index, prize: setting.prizes[index] } });
  });
}

/**
 * A round's packets are random too: the claim goes to the server as played (nothing opened), and
 * its answer is replaced by three packets of the rain's first prizes, so every language shows the
 * list, the total and the credit line.
 */
async function threePackets(page: Page) {
  const { prizes } = (await (await page.request.get('/api/redbag/desc')).json()) as RedbagDesc;
  const weights = prizes.map((p) => p.weight);
  const packets = [0, 1, 2].map((i) => ({
    money: prizes[i]!.money,
    prize_index: i,
    fair: { server_seed_hash: 'f'.repeat(64), client_seed: 'visual', nonce: i + 1, weights, prize_index: i },
  }));
  const cents = packets.reduce((sum, p) => sum + Math.round(Number(p.money) * 100), 0);
  await page.route('**/api/activity/redbag**', async (route) => {
    const reply = (await (await route.fetch()).json()) as RedbagOpenReply;
    await route.fulfill({ json: { ...reply, packets, total: (cents / 100).toFixed(2) } });
  });
}

for (const lang of languages) {
  const t = texts[lang];
  test(`wheel result ${lang}`, async ({ page, request }) => {
    // A new member and a WebGL stage on software GL: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
    await signedIn(page, (await createMember(request)).token);
    await biggestPrize(page);
    await page.goto('/#/zhuanpan');
    const stage = page.getByTestId('wheel-stage');
    await expect(stage.locator('canvas')).toBeVisible({ timeout: 30_000 });
    await expect(stage.getByRole('status')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('wheel-chances')).toHaveText('3');
    // Asked before the member's server seed is replaced (and the old one revealed).
    await page.getByRole('button', { name: t.fair.rotate }).click();
    const rotate = page.getByRole('alertdialog', { name: t.fair.rotateTitle });
    await expect(rotate).toBeVisible();
    await expect(rotate).toHaveScreenshot(`rotate-seed-confirm-${lang}.png`);
    await rotate.getByRole('button', { name: t.common.cancel }).click();
    await expect(rotate).toHaveCount(0);
    // Reduced motion (the suite's default): the result shows as soon as the server answered.
    await page.getByRole('button', { name: t.wheel.spin }).click();
    const dialog = page.getByRole('dialog', { name: t.wheel.resultTitle });
    await expect(dialog.getByTestId('wheel-result-amount')).toBeVisible();
    await networkSettled(page);
    await expect(dialog).toHaveScreenshot(`wheel-result-${lang}.png`, { mask: [dialog.locator('code')] });
  });
}

for (const lang of languages) {
  const t = texts[lang];
  test(`rain result ${lang}`, async ({ page, request }) => {
    // A new member and a WebGL stage on software GL: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
    await signedIn(page, (await createMember(request)).token);
    await threePackets(page);
    await page.goto('/#/Red');
    const stage = page.getByTestId('rain-stage');
    await expect(stage).toHaveAttribute('data-stage', 'ready', { timeout: 30_000 });
    await expect(page.getByTestId('rain-rounds')).toHaveText('3');
    await page.getByRole('button', { name: t.redRain.start }).click();
    await expect(stage).toHaveAttribute('data-state', 'raining', { timeout: 10_000 });
    await page.getByTestId('rain-collect').click();
    const dialog = page.getByRole('dialog', { name: t.redRain.resultTitle });
    await expect(dialog.getByTestId('rain-result-packet')).toHaveCount(3);
    await networkSettled(page);
    await expect(dialog).toHaveScreenshot(`rain-result-${lang}.png`);
  });
}
