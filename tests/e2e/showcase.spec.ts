import { expect, test } from './fixtures';
import { scenes } from '../../src/canvas/scenes/showcase/showcase-layout';
import { showcaseTabs } from '../../src/canvas/scenes/showcase/showcase-machine';
import { en, useLanguage } from './helpers';
import { countWebGl, drawnPixels } from './stage-probes';

const tabs = showcaseTabs;

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('the showcase canvas draws each game type on one canvas and one WebGL context', async ({ page }) => {
  test.setTimeout(180_000);
  const contexts = await countWebGl(page);
  await page.goto('/#/');
  const showcase = page.getByTestId('game-showcase');
  await showcase.scrollIntoViewIfNeeded();
  const stage = page.getByTestId('showcase-stage');
  await expect(stage).toHaveAttribute('data-phase', 'ready', { timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const canvas = await stage.locator('canvas').elementHandle();
  await expect.poll(contexts).toMatchObject({ stages: 1, liveStages: 1 });

  const seen = new Set<number>();
  for (const tab of tabs) {
    // Clicks within 500 ms of the last accepted one are ignored (docs/product.md §4): retry until it takes.
    await expect(async () => {
      await showcase.getByRole('tab', { name: en.home.showcase.tabs[tab] }).click();
      await expect(showcase.getByRole('tab', { selected: true })).toHaveText(en.home.showcase.tabs[tab], { timeout: 700 });
    }).toPass();
    await expect(stage).toHaveAttribute('data-tab', tab);
    await expect(showcase.getByRole('tabpanel')).toContainText(en.home.showcase.blurb[tab]);
    // Reduced motion (the test default): the new scene is a still frame at once.
    const frame = await drawnPixels(page);
    expect(frame.drawn, `${tab} draws`).toBeGreaterThan(frame.total * 0.05);
    seen.add(frame.hash);
    expect(await stage.locator('canvas').evaluate((el, first) => el === first, canvas)).toBe(true);
  }
  expect(seen.size, 'every game type draws its own picture').toBe(tabs.length);
  expect(await contexts()).toMatchObject({ stages: 1, liveStages: 1 });

  // The tablist follows the arrow keys (wrapping) and moves the focus with the selection.
  await showcase.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(showcase.getByRole('tab', { selected: true })).toHaveText(en.home.showcase.tabs.slots);
  await expect(showcase.getByRole('tab', { name: en.home.showcase.tabs.slots })).toBeFocused();
  await page.keyboard.press('End');
  await expect(showcase.getByRole('tab', { selected: true })).toHaveText(en.home.showcase.tabs.sport);
  expect(await contexts()).toMatchObject({ stages: 1 });

  // The last key press may be within the 500 ms click guard: retry until the click takes.
  await expect(async () => {
    await showcase.getByRole('button', { name: en.home.showcase.enter }).click();
    await expect(page).toHaveURL(/#\/Sport$/, { timeout: 700 });
  }).toPass();
});

test('until the stage is in view it shows its still frame and makes no WebGL context', async ({ page }) => {
  const contexts = await countWebGl(page);
  await page.clock.install();
  await page.goto('/#/');
  await expect(page.getByTestId('banner-carousel').locator('img').first()).toBeVisible();
  const poster = page.getByTestId('showcase-poster');
  await expect(poster).toHaveAttribute('data-tab', 'slots');
  await expect(poster.locator('img')).toHaveCount(scenes.slots.length);
  // A non-event can only be shown by letting time pass: past the loader's 3 s fallback and its idle wait.
  await page.clock.runFor(4000);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await contexts()).toMatchObject({ stages: 0 });
  await page.getByTestId('showcase-stage').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('showcase-stage')).toHaveAttribute('data-phase', 'ready', { timeout: 30_000 });
  await expect(poster).toHaveCount(0);
  await expect.poll(contexts).toMatchObject({ stages: 1, liveStages: 1 });
});

test('with motion allowed the showcase animates, and the enter buttons open each category', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/#/');
  const stage = page.getByTestId('showcase-stage');
  await stage.scrollIntoViewIfNeeded();
  await expect(stage).toHaveAttribute('data-phase', 'ready', { timeout: 30_000 });
  let a = await drawnPixels(page);
  await expect.poll(async () => (a = await drawnPixels(page)).drawn / a.total, 'the scene draws once it has come in').toBeGreaterThan(0.05);
  // Between motions the scene is a still frame (docs/performance.md): it moves again in its periodic flourish (every 4 s).
  await expect.poll(async () => (await drawnPixels(page)).hash, { message: 'the still scene moves again in a flourish', timeout: 30_000 }).not.toBe(a.hash);

  const routes = { slots: '/Game', live: '/Live', fishing: '/Fish', lottery: '/Lottery', sport: '/Sport' } as const;
  for (const tab of ['fishing', 'lottery'] as const) {
    await page.goto('/#/');
    const showcase = page.getByTestId('game-showcase');
    await expect(async () => {
      await showcase.getByRole('tab', { name: en.home.showcase.tabs[tab] }).click();
      await expect(showcase.getByRole('tab', { selected: true })).toHaveText(en.home.showcase.tabs[tab], { timeout: 700 });
    }).toPass();
    await expect(async () => {
      await page.getByRole('button', { name: en.home.showcase.enter }).click();
      await expect(page).toHaveURL(new RegExp(`#${routes[tab]}$`), { timeout: 700 });
    }).toPass();
  }
});

test('10 visits of home and a category page leave no live stage WebGL context', async ({ page }) => {
  // The heap over such visits is a figure, not a test: npm run bench:round-trips.
  test.setTimeout(120_000);
  const contexts = await countWebGl(page);
  const stage = page.getByTestId('showcase-stage');
  const visitHome = async () => {
    await page.getByRole('link', { name: en.brand.name }).first().click();
    // The stage starts once all of it is on screen.
    await stage.scrollIntoViewIfNeeded();
    await expect(stage).toHaveAttribute('data-phase', 'ready', { timeout: 30_000 });
  };
  const visitCategory = async (i: number) => {
    const [name, path] = (
      [
        [en.nav.game, '/Game'],
        [en.nav.live, '/Live'],
        [en.nav.fish, '/Fish'],
      ] as const
    )[i % 3]!;
    await page.getByRole('navigation', { name: en.nav.providers }).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${path}$`));
    await expect(stage).toHaveCount(0);
  };

  await page.goto('/#/');
  await stage.scrollIntoViewIfNeeded();
  await expect(stage).toHaveAttribute('data-phase', 'ready', { timeout: 30_000 });
  for (let i = 0; i < 10; i += 1) {
    await visitCategory(i);
    await visitHome();
  }
  await visitCategory(10);
  await expect.poll(async () => (await contexts()).liveStages, { timeout: 15_000 }).toBe(0);
  const figures = await contexts();
  console.log(`home <-> category x10: stage WebGL contexts created ${figures.stages}, live after ${figures.liveStages}`);
  expect(figures.stages).toBeGreaterThanOrEqual(11);
});
