import { expect, test, type Page } from './fixtures';
import { en, useLanguage } from './helpers';

// index.html paints the first home banner before the lobby's script runs (#boot-shell); these
// tests hold the script back to see that paint (the request stays open: a failed one would be a
// console error), then check the lobby takes over in the same place and never waits for that paint.
const holdLobbyScript = (page: Page) => page.route(/\/js\/index-[^/]+\.js$/, () => undefined);

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('home shows the first banner where the carousel stands before any script of the lobby has run', async ({ page, request }) => {
  const banners = (await (await request.get('/api/banners?lang=en&group=home')).json()) as { url: string }[];
  await holdLobbyScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const shell = page.locator('#boot-shell img');
  await expect(shell).toBeVisible();
  await expect(shell).toHaveAttribute('src', banners[0]!.url);
  // Laid out is not yet loaded: a busy machine decodes the banner a moment after it has its box.
  await expect.poll(() => shell.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await page.locator('#root').innerHTML()).toBe('');
  const box = (await shell.boundingBox())!;
  expect(box.y).toBe(117);
  expect(box.height).toBeCloseTo((box.width * 460) / 1920, 0);
});

test('the lobby takes the banner over in the same place and the painted copy goes', async ({ page }) => {
  await page.goto('/');
  const first = page.getByTestId('banner-carousel').locator('img').first();
  await expect(first).toBeVisible();
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  const box = (await page.getByTestId('banner-carousel').boundingBox())!;
  // The same box index.html reserves for the painted banner: below the 117 px header, full width.
  expect(box.y).toBe(117);
  expect(box.x).toBe(0);
  expect(box.width).toBe(await page.evaluate(() => document.documentElement.clientWidth));
  expect(box.height).toBeCloseTo((box.width * 460) / 1920, 0);
});

test('other pages paint no banner of their own before the lobby runs', async ({ page }) => {
  await holdLobbyScript(page);
  await page.goto('/#/Promotion', { waitUntil: 'commit' });
  await expect(page.locator('#boot-locales')).toBeAttached();
  await expect(page.locator('#boot-shell')).toHaveCount(0);
});

test('leaving home before the banner arrives removes the painted copy', async ({ page }) => {
  // The carousel's data is held until the visitor has left home.
  const held: (() => Promise<void>)[] = [];
  await page.route('**/api/banners?**', (route) => void held.push(() => route.continue()));
  await page.goto('/');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.locator('#boot-shell')).toHaveCount(1);
  await page.getByRole('link', { name: en.nav.promotion }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: en.page.promotion })).toBeVisible();
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  await Promise.all(held.map((release) => release()));
});

test('the lobby starts while the painted banner is still loading: the login name field takes typing', async ({ page }) => {
  // The banner image never arrives; nothing of the lobby may wait for it.
  await page.route('**/media/banners/**', () => undefined);
  await page.goto('/', { waitUntil: 'commit' });
  const name = page.getByRole('textbox', { name: en.header.name });
  await expect(name).toBeVisible();
  await name.fill('demo01');
  await expect(name).toHaveValue('demo01');
});

test('only the stored language texts load, started by index.html alongside the entry', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/js/') && scripts.push(new URL(r.url()).pathname)));
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: en.header.name })).toBeVisible();
  const locales = JSON.parse((await page.locator('#boot-locales').textContent()) ?? '{}') as Record<string, string>;
  expect(Object.keys(locales).sort()).toEqual(['en', 'zh_cn', 'zh_hk']);
  expect(await page.locator(`link[rel=modulepreload][href="${locales.en}"]`).count()).toBe(1);
  expect(scripts.filter((s) => Object.values(locales).includes(s))).toEqual([locales.en]);
});

test('index.html has one inline script, classic and the same for every request, and a plain module entry', async ({ request }) => {
  const inline = async () => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attrs: m[1]!, body: m[2]! }));
    const executable = scripts.filter((s) => !/type="application\/json"/.test(s.attrs) && s.body.trim() !== '');
    const entries = scripts.filter((s) => /type="module"/.test(s.attrs));
    return { executable, entries };
  };
  const [first, second] = [await inline(), await inline()];
  expect(first.executable).toHaveLength(1);
  expect(first.executable[0]!.attrs).toBe('');
  expect(second.executable[0]!.body).toBe(first.executable[0]!.body);
  expect(first.entries).toHaveLength(1);
  expect(first.entries[0]!.attrs).toMatch(/^ type="module" crossorigin src="\/js\/index-[^"]+\.js"$/);
  expect(first.entries[0]!.body).toBe('');
});
