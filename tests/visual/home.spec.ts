import { expect, test, type APIRequestContext, type Page } from '../e2e/fixtures';
import { apiCaptchaKey } from '../e2e/auth-helpers';
import { footerLoaded } from './footer-loaded';
import { languages, texts } from './languages';

/** Logs the demo member in through the API (captcha solved by the dev endpoint): no button is pressed. */
async function demoToken(request: APIRequestContext): Promise<unknown> {
  const key = await apiCaptchaKey(request);
  const res = await request.post('/api/auth/login?lang=en', { data: { name: 'demo01', password: 'demo123', key } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** Data, images and the showcase's still frame (reduced motion) are in place. */
async function homeReady(page: Page, aboutUs: string) {
  await footerLoaded(page, aboutUs);
  await expect(page.getByTestId('banner-carousel').locator('img')).toHaveCount(4);
  await expect(page.getByTestId('notice-text')).toBeVisible();
  // The stage starts once all of it is on screen; the shots are taken from the top again.
  await page.getByTestId('showcase-stage').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('showcase-stage')).toHaveAttribute('data-phase', 'ready', { timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-scrolled', '0');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0))).toBe(true);
}

/** The footer prints the year: a fixed date, only in tests that press no guarded button. */
const fixClock = (page: Page) => page.clock.setFixedTime(new Date('2026-11-23T10:00:00+08:00'));

for (const lang of languages) {
  const t = texts[lang];
  test.describe(`home in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
    });

    test(`home, visitor ${lang}`, async ({ page }) => {
      await fixClock(page);
      await page.goto('/#/');
      await homeReady(page, t.footer.aboutUs);
      // The footer's alert carousel moves on every 5 s: its box is masked.
      await expect(page).toHaveScreenshot(`home-visitor-${lang}.png`, { fullPage: true, mask: [page.getByTestId('alert-carousel')] });
    });

    test(`home, member ${lang}`, async ({ page, request }) => {
      const token = await demoToken(request);
      await page.addInitScript((value) => {
        localStorage.setItem('islogin', '1');
        localStorage.setItem('token', value);
      }, JSON.stringify(token));
      await fixClock(page);
      await page.goto('/#/');
      await expect(page.getByTestId('member-name')).toHaveText('demo01');
      // The rebate notification comes and goes (6 s) before the shot.
      const notice = page.getByText(t.home.rebateNotice.replace('{{amount}}', '38.00'), { exact: true });
      await expect(notice).toBeVisible();
      await homeReady(page, t.footer.aboutUs);
      await expect(notice).toBeHidden({ timeout: 10_000 });
      // Other tests may move the demo member's balance; the rest of the header is compared.
      await expect(page).toHaveScreenshot(`home-member-${lang}.png`, {
        fullPage: true,
        mask: [page.getByTestId('alert-carousel'), page.getByTestId('member-balance')],
      });
    });

    // Tab clicks pass the 500 ms click guard, which reads the clock: this one runs on real time.
    test(`showcase tabs ${lang}`, async ({ page }) => {
      await page.goto('/#/');
      await homeReady(page, t.footer.aboutUs);
      const showcase = page.getByTestId('game-showcase');
      for (const tab of ['live', 'fishing', 'lottery', 'sport'] as const) {
        await expect(async () => {
          await showcase.getByRole('tab', { name: t.home.showcase.tabs[tab] }).click();
          await expect(page.getByTestId('showcase-stage')).toHaveAttribute('data-tab', tab, { timeout: 700 });
        }).toPass();
        await expect(showcase).toHaveScreenshot(`showcase-${tab}-${lang}.png`);
      }
    });
  });
}
