import { expect, test, type Page } from './fixtures';
import { createMember } from './auth-helpers';
import { askDeposit, headerBalance, serverBalance } from './member-money';
import { en } from './helpers';

interface Recorded {
  /** The header balance's text each time it changed ('—' while the placeholder stands in). */
  samples: string[];
  /** Animation frames sampled so far. */
  frames: number;
}

/**
 * A recorder in every page: on each animation frame (and on each DOM change in between, so a value
 * shown for less than a frame is caught too) it notes the header balance when it changed.
 */
function recordBalance() {
  const recorded: Recorded = { samples: [], frames: 0 };
  (window as unknown as { balanceRecord: Recorded }).balanceRecord = recorded;
  const sample = () => {
    const figure = document.querySelector('[data-testid="member-balance"]');
    if (!figure) return;
    const text = figure.getAttribute('data-loading') ? '—' : (figure.textContent ?? '');
    if (recorded.samples[recorded.samples.length - 1] !== text) recorded.samples.push(text);
  };
  const frame = () => {
    sample();
    recorded.frames += 1;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new MutationObserver(sample).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

const record = (page: Page) => page.evaluate(() => (window as unknown as { balanceRecord: Recorded }).balanceRecord);
const amounts = (samples: string[]) => samples.filter((s) => s !== '—').map(Number);

/**
 * Brings the tab to the front (a background tab draws no frames), as a player switching tabs, and
 * waits until it has drawn `frames` more: time for a late replay or an echo from storage to show.
 */
async function framesPass(page: Page, frames: number) {
  await page.bringToFront();
  const from = (await record(page)).frames;
  await expect.poll(async () => (await record(page)).frames, { timeout: 10_000 }).toBeGreaterThanOrEqual(from + frames);
}

test.describe('the header balance in several tabs', () => {
  test.use({ liveStream: true });

  test('tabs opened after each of 10 balance changes all show the new balance and never an older one', async ({ context, request }) => {
    test.setTimeout(300_000);
    const member = await createMember(request);
    await context.addInitScript(
      ({ token }) => {
        // A new tab starts on about:blank, which has no storage.
        if (!location.protocol.startsWith('http')) return;
        if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
        localStorage.setItem('islogin', '1');
        localStorage.setItem('token', token);
      },
      { token: JSON.stringify(member.token) },
    );
    await context.addInitScript(recordBalance);
    const first = await context.newPage();
    // The promotions page has the header but no canvas, so three tabs stay light.
    await first.goto('/#/Promotion');
    await expect(headerBalance(first)).toHaveText('0.00');

    for (let round = 1; round <= 10; round += 1) {
      const id = await askDeposit(request, member, '100.00');
      expect((await request.post(`/api/dev/recharges/${id}/approve`)).ok()).toBe(true);
      const now = await serverBalance(request, member);
      await expect(headerBalance(first)).toHaveText(now);

      const second = await context.newPage();
      const third = await context.newPage();
      await Promise.all([second.goto('/#/Promotion'), third.goto('/#/Promotion')]);
      for (const page of [first, second, third]) await expect(headerBalance(page)).toHaveText(now);
      for (const page of [first, second, third]) await framesPass(page, 30);

      for (const [name, page] of [['second', second], ['third', third]] as const) {
        const { samples } = await record(page);
        // Opened after the change: any other figure is an older balance.
        expect(amounts(samples), `round ${round}, ${name} tab: ${samples.join(' → ')}`).toEqual([Number(now)]);
        await expect(headerBalance(page)).toHaveText(now);
      }
      const { samples } = await record(first);
      const shown = amounts(samples);
      expect(
        shown.every((value, i) => i === 0 || value >= shown[i - 1]!),
        `round ${round}, first tab went back: ${samples.join(' → ')}`,
      ).toBe(true);
      await expect(headerBalance(first)).toHaveText(now);
      await Promise.all([second.close(), third.close()]);
    }
  });
});

test('on reload the last saved balance is not shown as current: a placeholder, announced as loading, until the server answers', async ({ page, request }) => {
  const member = await createMember(request);
  const id = await askDeposit(request, member, '100.00');
  expect((await request.post(`/api/dev/recharges/${id}/approve`)).ok()).toBe(true);
  const now = await serverBalance(request, member);
  // What the last visit saved: a balance from before the deposit.
  await page.addInitScript(
    ({ token }) => {
      localStorage.setItem('lang', 'en');
      localStorage.setItem('islogin', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('userinfo', JSON.stringify({ name: 'saved', level: 1, money: '0.00', balance_version: 0 }));
    },
    { token: JSON.stringify(member.token) },
  );
  await page.addInitScript(recordBalance);
  // /auth/me held until the placeholder was seen, as on a slow network.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/auth\/me(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/#/Promotion');
  const figure = headerBalance(page);
  await expect(figure).toHaveAttribute('aria-busy', 'true');
  await expect(figure).toHaveText(`—${en.header.balanceLoading}`);
  release();
  await expect(figure).toHaveText(now);
  await expect(figure).not.toHaveAttribute('aria-busy');
  expect(amounts((await record(page)).samples)).toEqual([Number(now)]);
});
