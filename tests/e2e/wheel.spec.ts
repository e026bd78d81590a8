import { expect, test, type Page } from './fixtures';
import { COLOUR_PROBE } from '../../src/canvas/scenes/wheel/wheel-layout';
import type { WheelAwardReply } from '../../domain/contracts/replies/events';
import { createMember, solveCaptcha } from './auth-helpers';
import { en, signedIn, useLanguage } from './helpers';

const bearer = (token: { access_token: string }) => ({ Authorization: `Bearer ${token.access_token}` });
const cents = (money: string) => Math.round(Number(money) * 100);

/** The stage once the canvas has painted the wheel (its loading note gone). */
async function openWheel(page: Page) {
  await page.goto('/#/zhuanpan');
  const stage = page.getByTestId('wheel-stage');
  await expect(stage.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(stage.getByRole('status')).toHaveCount(0, { timeout: 30_000 });
  return stage;
}

/** The colour of one pixel of the canvas as it is on screen (a screenshot, decoded in the page). */
async function pixelAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = (await page.getByTestId('wheel-stage').locator('canvas').screenshot()).toString('base64');
  return page.evaluate(
    async ({ data, x, y }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(image, 0, 0);
      const [r, g, b] = ctx.getImageData(x, y, 1, 1).data;
      return [r!, g!, b!] as [number, number, number];
    },
    { data: png, x, y },
  );
}

const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test("a new member's spin turns the wheel onto the server's prize and pays it once", async ({ page, request }) => {
    test.setTimeout(180_000);
    await useLanguage(page, 'en');
    const member = await createMember(request);
    await signedIn(page, member.token);
    const stage = await openWheel(page);
    const balance = page.getByTestId('event-balance');
    await expect(balance).toHaveText('0.00');
    await expect(page.getByTestId('wheel-chances')).toHaveText('3');

    const awarded = page.waitForResponse((r) => r.url().includes('/api/wheel/award'));
    await page.getByRole('button', { name: en.wheel.spin }).click();
    const reply = (await (await awarded).json()) as WheelAwardReply;
    await expect(stage).toHaveAttribute('data-state', 'spinning');
    const said = page.getByRole('status').and(page.getByTestId('wheel-announcement'));
    await expect(said).toHaveText(en.wheel.announceSpinning);
    // The balance waits for the wheel: nothing gives the prize away while it turns.
    await expect(balance).toHaveText('0.00');
    await expect(stage).toHaveAttribute('data-state', 'result', { timeout: 30_000 });
    await expect(stage).toHaveAttribute('data-prize-index', String(reply.prize_index));

    const dialog = page.getByRole('dialog', { name: en.wheel.resultTitle });
    if (cents(reply.prize.money) > 0) {
      await expect(dialog).toContainText(en.wheel.resultWon);
      await expect(dialog.getByTestId('wheel-result-amount')).toHaveText(reply.prize.label.en);
      // The amount is said once in the dialog.
      expect((await dialog.getByTestId('wheel-result').innerText()).split(reply.prize.money)).toHaveLength(2);
    } else await expect(dialog).toContainText(en.wheel.resultNone);
    // The prize is said; the seed's hash is in the dialog, not read out.
    await expect(said).toHaveText(en.wheel.announce.replace('{{prize}}', reply.prize.label.en));
    await expect(dialog).toContainText(reply.fair.server_seed_hash);
    const expected = (cents(reply.prize.money) / 100).toFixed(2);
    await expect(balance).toHaveText(expected);
    await dialog.getByRole('button', { name: en.wheel.resultClose }).click();
    await expect(dialog).toHaveCount(0);

    // What the canvas shows under the pointer is the colour of the server's segment.
    const [r, g, b] = await pixelAt(page, COLOUR_PROBE.x, COLOUR_PROBE.y);
    const [er, eg, eb] = rgbOf(reply.prize.colour);
    expect(Math.max(Math.abs(r - er!), Math.abs(g - eg!), Math.abs(b - eb!)), `${[r, g, b]} vs ${reply.prize.colour}`).toBeLessThanOrEqual(12);

    // Paid exactly once: the server's balance and the member's one draw agree after a reload.
    await page.reload();
    await openWheel(page);
    await expect(balance).toHaveText(expected);
    await expect(page.getByTestId('wheel-chances')).toHaveText('2');
    await expect(page.getByTestId('draw-row')).toHaveCount(1);
    const me = (await (await request.post('/api/auth/me', { headers: bearer(member.token) })).json()) as { money: string };
    expect(me.money).toBe(expected);
  });
});

test('Space and Enter spin; when the chances run out the wheel refuses, with the reason', async ({ page, request }) => {
  test.setTimeout(180_000);
  await useLanguage(page, 'en');
  const member = await createMember(request);
  await signedIn(page, member.token);
  // The page's clock runs as usual, but the test can step it past the 500 ms click guard.
  await page.clock.install();
  await openWheel(page);
  const spin = page.getByRole('button', { name: en.wheel.spin });
  const dialog = page.getByRole('dialog', { name: en.wheel.resultTitle });
  const chances = page.getByTestId('wheel-chances');
  // At 1366×768 the button and the spins left are in the first screen.
  await expect(chances).toHaveText('3');
  for (const part of [spin, chances]) {
    const box = (await part.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(768);
  }

  const said = page.getByRole('status').and(page.getByTestId('wheel-announcement'));
  // Space with nothing focused (the page-wide shortcut the hint promises), Enter on the focused button.
  for (const [key, left] of [['Space', '2'], ['Enter', '1']] as const) {
    if (key === 'Space') await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    else await spin.focus();
    await page.clock.runFor(600); // past the click guard of the previous spin (docs/product.md §4)
    // The draw waits until the spin has been said: under reduced motion the prize follows the answer at once.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/wheel/award**', async (route) => held.then(() => route.continue()), { times: 1 });
    const awarded = page.waitForResponse((r) => r.url().includes('/api/wheel/award'));
    await page.keyboard.press(key);
    await expect(said).toHaveText(en.wheel.announceSpinning);
    answer();
    const reply = await awarded;
    expect(reply.ok()).toBe(true);
    expect(await page.evaluate(() => window.scrollY), 'Space spins instead of scrolling the page').toBe(0);
    // Reduced motion (the test default): the result shows, and is said, as soon as the server answered.
    await expect(dialog).toBeVisible();
    await expect(said).toHaveText(en.wheel.announce.replace('{{prize}}', ((await reply.json()) as WheelAwardReply).prize.label.en));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(spin).toBeFocused();
    // Back on the button from the keyboard: its ring shows.
    await expect(spin).toHaveCSS('outline-width', '3px');
    await expect(said).toHaveText('');
    await expect(chances).toHaveText(left);
  }

  // The last chance goes behind the page's back: the page still offers a spin, the server refuses it.
  const key = { 'Idempotency-Key': `wheel-e2e-${Date.now()}` };
  const direct = await request.post('/api/wheel/award?lang=zh_cn', { headers: { ...bearer(member.token), ...key }, data: { name: member.name } });
  expect(direct.ok(), await direct.text()).toBe(true);
  const refused = page.waitForResponse((r) => r.url().includes('/api/wheel/award'));
  await page.clock.runFor(600);
  await spin.click();
  const answer = await refused;
  expect(answer.status()).toBe(409);
  expect(((await answer.json()) as { code: string }).code).toBe('no_chances');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: en.eventErrors.no_chances })).toBeVisible();
  await expect(chances).toHaveText('0');
  await expect(page.getByTestId('wheel-blocked')).toHaveText(en.wheel.unavailable.noChances);
  await expect(spin).toBeDisabled();
  await expect(page.getByTestId('wheel-stage')).toHaveAttribute('data-state', 'idle');
});

test('a visitor sees the wheel and its odds; the spin offers the login dialog, and after it the wheel shows their chances', async ({ page, request }) => {
  await useLanguage(page, 'en');
  const member = await createMember(request);
  await openWheel(page);
  await expect(page.getByTestId('odds-table').locator('tbody tr')).toHaveCount(8);
  await page.getByRole('button', { name: en.wheel.spin }).click();
  const dialog = page.getByRole('dialog', { name: en.header.login });
  await expect(dialog).toContainText(en.error.pleaseLogin);
  await expect(page.getByTestId('wheel-stage')).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('event-balance')).toHaveCount(0);

  await dialog.getByLabel(en.header.name).fill(member.name);
  await dialog.getByLabel(en.header.password).fill(member.password);
  await solveCaptcha(page, () => dialog.getByRole('button', { name: en.header.login }).click());
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/#\/zhuanpan$/);
  await expect(page.getByTestId('wheel-chances')).toHaveText('3');
  await expect(page.getByTestId('event-balance')).toHaveText('0.00');
  // Nothing was spun on the visitor's press.
  await expect(page.getByTestId('wheel-stage')).toHaveAttribute('data-state', 'idle');
});

test("the slim bar's sound toggle is the header's: muting on the wheel mutes Howler and shows muted in the lobby header", async ({ page }) => {
  await useLanguage(page, 'en');
  await openWheel(page);
  // One fixed name, "Sound"; pressed while the sound is on.
  const slimToggle = page.getByTestId('slim-sound').getByRole('button', { name: en.header.sound });
  await expect(slimToggle).toHaveAttribute('aria-pressed', 'true');
  await slimToggle.click();
  await expect(slimToggle).toHaveAttribute('aria-pressed', 'false');
  // The wheel's canvas loaded the sounds: Howler itself is muted.
  expect(await page.evaluate(() => (window as unknown as { Howler: { _muted: boolean } }).Howler._muted)).toBe(true);
  await page.getByRole('link', { name: en.events.backToLobby }).click();
  const headerToggle = page.getByTestId('site-header').getByRole('button', { name: en.header.sound });
  await expect(headerToggle).toHaveAttribute('aria-pressed', 'false');
  await headerToggle.click();
  expect(await page.evaluate(() => (window as unknown as { Howler: { _muted: boolean } }).Howler._muted)).toBe(false);
  await page.goBack();
  await expect(page.getByTestId('slim-sound').getByRole('button', { name: en.header.sound })).toHaveAttribute('aria-pressed', 'true');
});
