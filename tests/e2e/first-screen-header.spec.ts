import { expect, test, type Page } from './fixtures';
import zhHk from '../../domain/texts/zh_hk.json' with { type: 'json' };
import { en, useLanguage } from './helpers';

// index.html shows a visitor on home the header as static markup before the lobby's script runs
// (#boot-header, rendered at build time from the real header); the lobby's header adopts what was
// typed into it. These tests hold the lobby's entry script to act in that window.

/** Holds the entry script until `release` is called (a request left open, never failed). */
async function holdLobbyScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/js\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const staticName = (page: Page) => page.locator('#boot-header input[name=name]');

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('typed before the lobby runs: the static header takes it, the lobby keeps text, focus and caret in the same place', async ({ page }) => {
  const release = await holdLobbyScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(staticName(page)).toBeVisible();
  await expect(page.locator('#boot-header')).toContainText(en.nav.home);
  expect(await page.locator('#root').innerHTML()).toBe('');
  // The input has a box before the stylesheet applies: measure it once it is styled.
  await expect(staticName(page)).toHaveCSS('height', '28px');
  const before = (await staticName(page).boundingBox())!;
  await page.locator('#boot-header input[name=password]').fill('secret1');
  await staticName(page).pressSequentially('demo1');
  await page.keyboard.press('ArrowLeft');

  release();
  const live = page.locator('#root').getByRole('textbox', { name: en.header.name });
  await expect(live).toBeVisible();
  await expect(page.locator('#boot-header')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: en.header.name })).toHaveCount(1);
  await expect(live).toHaveValue('demo1');
  await expect(live).toBeFocused();
  await expect(page.locator('#root input[name=password]')).toHaveValue('secret1');
  expect(await live.boundingBox()).toEqual(before);
  // The caret stayed before the last character, so the next key lands there.
  await page.keyboard.type('0');
  await expect(live).toHaveValue('demo01');
});

test('the static form never submits natively (the password would go into the address)', async ({ page }) => {
  await holdLobbyScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.locator('#boot-header input[name=password]').fill('secret1');
  await staticName(page).fill('demo01');
  await staticName(page).press('Enter');
  await page.locator('#boot-header button[type=submit]').click();
  expect(page.url()).not.toContain('secret1');
  await expect(staticName(page)).toHaveValue('demo01');
});

test('a button pressed before the lobby runs is pressed once it does: log in checks the rules, register opens', async ({ page }) => {
  let release = await holdLobbyScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await staticName(page).fill('abc');
  await page.locator('#boot-header button[type=submit]').click();
  release();
  await expect(page.getByText(en.validation.nameLength)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.unroute(/\/js\/index-[^/]+\.js$/);
  release = await holdLobbyScript(page);
  await page.reload({ waitUntil: 'commit' });
  await page.locator('#boot-header').getByRole('button', { name: en.header.register }).click();
  release();
  await expect(page.getByRole('dialog', { name: en.auth.registerTitle })).toBeVisible();
});

test('no static header for a member, on other pages, and the visitor’s language for the rest', async ({ page }) => {
  await holdLobbyScript(page);
  await page.goto('/#/Promotion', { waitUntil: 'commit' });
  await expect(page.locator('#boot-locales')).toBeAttached();
  await expect(page.locator('#boot-header')).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('lang', 'zh_hk'));
  await page.goto('/', { waitUntil: 'commit' });
  await expect(staticName(page)).toBeVisible();
  await expect(staticName(page)).toHaveAttribute('placeholder', zhHk.header.name);

  await page.evaluate(() => localStorage.setItem('islogin', '1'));
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('#boot-locales')).toBeAttached();
  await expect(page.locator('#boot-header')).toHaveCount(0);
});
