import { expect, test } from './fixtures';
import { useLanguage } from './helpers';

// Pictures with words in them come in the reader's language: the server picks them by `lang`.
const cases = [
  { lang: 'zh_cn', suffix: '-zh_cn' },
  { lang: 'zh_hk', suffix: '-zh_hk' },
  { lang: 'en', suffix: '' },
] as const;

for (const { lang, suffix } of cases) {
  test(`home banners and footer alert images are the ${lang} artwork`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/#/');
    const banners = page.getByTestId('banner-carousel').locator('img');
    await expect(banners).toHaveCount(4);
    for (const [i, n] of [1, 2, 3, 4].entries()) {
      await expect(banners.nth(i)).toHaveAttribute('src', new RegExp(`/media/banners/banner-${n}${suffix}\\.webp$`));
    }
    const alert = page.getByTestId('alert-carousel').locator('img').first();
    await expect(alert).toHaveAttribute('src', new RegExp(`/media/alerts/alert-1${suffix}\\.svg$`));
    // The picture is really there, not a broken image.
    await alert.scrollIntoViewIfNeeded();
    await expect.poll(() => alert.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
}
