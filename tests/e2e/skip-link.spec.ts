import { expect, test, type Page } from './fixtures';
import { en, useLanguage } from './helpers';
import zhHk from '../../domain/texts/zh_hk.json' with { type: 'json' };
import zhCn from '../../domain/texts/zh_cn.json' with { type: 'json' };

const skipTexts = { en: en.header.skipToContent, zh_cn: zhCn.header.skipToContent, zh_hk: zhHk.header.skipToContent } as const;

for (const [lang, text] of Object.entries(skipTexts) as [keyof typeof skipTexts, string][]) {
  test(`"Skip to content" is the first Tab stop, shows when focused and skips the header (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/#/Promotion');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const skip = page.getByRole('link', { name: text });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/Promotion$/);
    // The next stop is the page's own, not one of the header's.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement !== null && document.activeElement.closest('header') === null && document.activeElement !== document.body)).toBe(true);
  });
}

/** Text keys look like `section.name`: lower-case words joined by dots, nothing else. */
const RAW_KEY = /^[a-z][a-zA-Z0-9_]*(\.[a-zA-Z0-9_]+)+$/;

/** Every text a reader sees or hears on the page: text nodes and the labels and names of elements. */
function readerTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push((node.textContent ?? '').trim());
    for (const el of document.body.querySelectorAll('[aria-label],[title],[placeholder],[alt],[aria-roledescription]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) texts.push((el.getAttribute(name) ?? '').trim());
    }
    texts.push(document.title);
    return texts.filter(Boolean);
  });
}

test('no text a reader sees or hears is a raw text key, the toast region included (en)', async ({ page }) => {
  await useLanguage(page, 'en');
  for (const path of ['/', '/Game', '/Promotion', '/Live']) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The toast region mounts once the browser is idle after the first screen.
    await expect(page.getByRole('region', { name: en.toast.region, exact: true })).toBeAttached();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    const raw = (await readerTexts(page)).filter((text) => RAW_KEY.test(text));
    expect(raw, path).toEqual([]);
  }
});

test('the registration dialog marks its current step for the eye and for screen readers', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  await page.getByRole('button', { name: en.header.register }).click();
  const dialog = page.getByRole('dialog');
  const current = dialog.locator('li[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(en.auth.stepAccount);
  // More than colour: a bar under the current step, none under the others.
  const bar = (el: Element) => getComputedStyle(el, '::after').height;
  expect(await current.evaluate(bar)).toBe('3px');
  expect(await dialog.locator('li:not([aria-current])').first().evaluate(bar)).not.toBe('3px');
});

test('the sound button keeps one name, "Sound", and says on or off by its pressed state', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  const sound = page.getByTestId('site-header').getByRole('button', { name: en.header.sound, exact: true });
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await expect(sound).toHaveAccessibleName(en.header.sound);
  expect(await page.evaluate(() => localStorage.getItem('muted'))).toBe('1');
});
