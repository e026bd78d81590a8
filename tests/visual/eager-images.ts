import type { Page } from '../e2e/fixtures';

/**
 * Starts loading the page's lazy images now. A full-page shot scrolls nothing into view, and
 * networkSettled's decode of a lazy image below the fold would wait for ever.
 */
export async function eagerImages(page: Page) {
  await page.evaluate(() => document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => (img.loading = 'eager')));
}
