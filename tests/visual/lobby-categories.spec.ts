import { expect, test, type Page } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { eagerImages } from './eager-images';
import { footerLoaded } from './footer-loaded';
import { languages, texts } from './languages';

/**
 * The game category pages besides /Fish (lobby.spec.ts), as the seeded providers fill them: the
 * providers' strip alone (live; sport and lottery are the same page with other providers), or the
 * strip with a game grid (slots with its filters, chess & cards, e-sport), and the hot games of every
 * provider. One page load per language; the routes change in place.
 */
const categories = [
  { path: '/Live', page: 'live', shot: 'live', tiles: 0, providers: 4 },
  { path: '/Game', page: 'game', shot: 'slots', tiles: null, providers: 3 },
  { path: '/Board', page: 'board', shot: 'board', tiles: 20, providers: 3 },
  { path: '/Esports', page: 'esports', shot: 'esports', tiles: 4, providers: 3 },
  { path: '/Hot', page: 'hot', shot: 'hot', tiles: null, providers: 0 },
] as const;

async function settled(page: Page) {
  await expect(page.getByTestId('loading-state')).toHaveCount(0);
  await eagerImages(page);
  await networkSettled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-scrolled', '0');
}

for (const lang of languages) {
  const t = texts[lang];
  test(`game categories ${lang}`, async ({ page }) => {
    // Five pages of images in one test, on a machine that may be busy with other work.
    test.setTimeout(120_000);
    await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
    await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+08:00'));
    await page.goto('/#/Live');
    await footerLoaded(page, t.footer.aboutUs);
    const main = page.getByTestId('page');
    for (const category of categories) {
      await page.goto(`/#${category.path}`);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.page[category.page]);
      if (category.providers > 0) await expect(main.getByRole('list', { name: t.nav.providers }).getByRole('button')).toHaveCount(category.providers);
      if (category.tiles === null) await expect(page.getByTestId('game-tile').first()).toBeVisible();
      else await expect(page.getByTestId('game-tile')).toHaveCount(category.tiles);
      await settled(page);
      // The first screen, as a player arrives: the tiles are drawn only near the viewport (content-visibility),
      // so a full-page shot would show the grid's lower rows empty. The footer has its own shot (content.spec.ts).
      await expect(page).toHaveScreenshot(`category-${category.shot}-${lang}.png`);
    }
  });
}
