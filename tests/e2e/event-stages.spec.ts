import { expect, test } from './fixtures';
import { createMember } from './auth-helpers';
import { signedIn, useLanguage } from './helpers';
import { countWebGl } from './stage-probes';

// Mounting and unmounting each event leaves at most one live WebGL context (the stage on
// screen); every stage that went away lost its context. Ten mounts stay under Chromium's cap of 16
// live contexts, so a stage that leaks its context shows as ten live ones rather than being hidden
// by the browser dropping the oldest.
const MOUNTS = 10;
const events = [
  { route: '/Red', stage: 'rain-stage' },
  { route: '/zhuanpan', stage: 'wheel-stage' },
] as const;

for (const { route, stage } of events) {
  test(`mounting ${route} ${MOUNTS} times leaves at most one live stage WebGL context`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await useLanguage(page, 'en');
    const contexts = await countWebGl(page);
    const member = await createMember(request);
    await signedIn(page, member.token);
    await page.goto('/#/Promotion');
    for (let i = 0; i < MOUNTS; i += 1) {
      // In-app hash navigation: the page and its canvas unmount and mount without a reload.
      await page.evaluate((to) => void (window.location.hash = to), route);
      await expect(page.getByTestId(stage).locator('canvas')).toBeVisible({ timeout: 30_000 });
      await page.evaluate(() => void (window.location.hash = '/Promotion'));
      await expect(page.getByTestId(stage)).toHaveCount(0);
    }
    await expect.poll(async () => (await contexts()).liveStages).toBe(0);
    await page.evaluate((to) => void (window.location.hash = to), route);
    await expect(page.getByTestId(stage).locator('canvas')).toBeVisible({ timeout: 30_000 });
    // Every mount made its own stage context (the last one may still be initialising).
    await expect.poll(async () => (await contexts()).stages).toBeGreaterThanOrEqual(MOUNTS + 1);
    const figures = await contexts();
    expect(figures.liveStages).toBeLessThanOrEqual(1);
    console.log(`${route}: ${MOUNTS + 1} mounts, stage contexts created ${figures.stages}, live now ${figures.liveStages}`);
  });
}
