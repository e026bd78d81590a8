import { expect, test } from './fixtures';
import { en, useLanguage } from './helpers';

/*
 * A modal dialog holds the page behind it still without taking the viewport's scrollbar away
 * (docs/performance.md, "Input always wins": switching the viewport's overflow repaints the whole page
 * on every open and close). Wheel and scroll keys move nothing behind it; once it closes they scroll again.
 */
test('a modal keeps the page still behind it, its overflow untouched, and gives scrolling back on close', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  // The page grows as its sections arrive: scroll until it is long enough to stay at 300.
  await expect.poll(() => page.evaluate(() => (window.scrollTo(0, 300), window.scrollY))).toBe(300);

  // Clicked where it is, without scrolling it into view (the header's link is above the fold by now).
  await page.getByRole('button', { name: en.header.forgot }).dispatchEvent('click');
  const dialog = page.getByRole('dialog', { name: en.auth.forgotTitle });
  await expect(dialog).toBeVisible();
  // The scroll lock is on, and the viewport kept its overflow.
  await expect(page.locator('body[data-scroll-locked]')).toHaveCount(1);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('visible');

  // A scroll key on a button of the dialog, and the dialog box itself, move nothing behind it.
  await dialog.getByRole('button', { name: en.common.close }).focus();
  for (const key of ['PageDown', 'ArrowDown', 'End']) await page.keyboard.press(key);
  await dialog.evaluate((el) => (el as HTMLElement).focus());
  for (const key of ['Space', 'PageDown']) await page.keyboard.press(key);
  await page.mouse.move(40, 700);
  await page.mouse.wheel(0, 600);
  // Typing in a field keeps its keys: the caret moves, the page does not.
  await dialog.getByLabel(en.auth.phone).fill('9171234567');
  await page.keyboard.press('Home');
  expect(await dialog.getByLabel(en.auth.phone).evaluate((el) => (el as HTMLInputElement).selectionStart)).toBe(0);
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(300);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.keyboard.press('PageDown');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});
