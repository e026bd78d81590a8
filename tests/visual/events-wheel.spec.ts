import { expect, test, type Page } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { createMember } from '../e2e/auth-helpers';
import { signedIn } from '../e2e/helpers';
import type { WheelQueryReply } from '../../domain/contracts/replies/events';
import { languages, texts } from './languages';

/**
 * What changes from run to run: the event's window (set relative to the server's start), and a
 * new member's seeds (commitment and client seed, also in the client seed field).
 */
const varying = (page: Page) => [
  page.getByTestId('wheel-window'),
  page.getByTestId('fair-commitment'),
  page.getByTestId('fair-client-seed'),
  page.getByTestId('client-seed-form').locator('input'),
];

/**
 * The recent winners are everyone's real draws, which other tests keep adding to: the shot fixes
 * them (two wins; the member's own reply is otherwise the server's).
 */
async function fixedWinners(page: Page) {
  await page.route('**/api/wheel/query**', async (route) => {
    const reply = (await (await route.fetch()).json()) as WheelQueryReply;
    const label = { zh_cn: '88.88元', zh_hk: '88.88元', en: '88.88' };
    reply.winners = [
      { name: 'de***1', label, money: '88.88', created_at: '2026-03-01T04:05:00.000Z' },
      { name: 'lu***8', label: { zh_cn: '1.88元', zh_hk: '1.88元', en: '1.88' }, money: '1.88', created_at: '2026-03-01T03:00:00.000Z' },
    ];
    await route.fulfill({ json: reply });
  });
}

/** The wheel is painted (reduced motion: still) and every list is in. */
async function settled(page: Page) {
  const stage = page.getByTestId('wheel-stage');
  await expect(stage.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(stage.getByRole('status')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('odds-table').locator('tbody tr')).toHaveCount(8);
  await expect(page.getByTestId('loading-state')).toHaveCount(0);
  await networkSettled(page);
}

for (const lang of languages) {
  const t = texts[lang];
  test.describe(`prize wheel in ${lang}`, () => {
    // A new member and a WebGL stage on software GL: more than the default 30 s on a busy machine.
    test.describe.configure({ timeout: 60_000 });
    test.beforeEach(async ({ page }) => page.addInitScript((value) => localStorage.setItem('lang', value), lang));

    test(`wheel visitor ${lang}`, async ({ page }) => {
      await page.goto('/#/zhuanpan');
      await settled(page);
      await expect(page.getByText(t.wheel.loginToSpin)).toBeVisible();
      await expect(page).toHaveScreenshot(`wheel-visitor-${lang}.png`, { fullPage: true, mask: varying(page) });
    });

    test(`wheel member ${lang}`, async ({ page, request }) => {
      const member = await createMember(request);
      await signedIn(page, member.token);
      await fixedWinners(page);
      await page.goto('/#/zhuanpan');
      await settled(page);
      await expect(page.getByTestId('wheel-chances')).toHaveText('3');
      await expect(page.getByTestId('wheel-winners').locator('li')).toHaveCount(2);
      await expect(page).toHaveScreenshot(`wheel-member-${lang}.png`, { fullPage: true, mask: varying(page) });
    });
  });
}
