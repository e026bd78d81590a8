import { expect, type Page } from '../e2e/fixtures';

/**
 * The footer's server lists are in: it loads after the first screen, so a page can look settled
 * (network idle, images decoded) before its footer has its about links and alert slides.
 */
export async function footerLoaded(page: Page, aboutUs: string) {
  const footer = page.getByTestId('site-footer');
  await expect(footer.getByRole('navigation', { name: aboutUs }).getByRole('link')).toHaveCount(7);
  await expect(footer.getByTestId('alert-slide')).toHaveCount(3);
  return footer;
}
