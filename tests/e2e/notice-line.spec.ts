import { expect, test, type Page } from './fixtures';

/** How much of the notice's text shows in its window, in px, with the marquee at `share` of its cycle. */
async function shownAt(page: Page, share: number) {
  return page.evaluate((at) => {
    const first = document.querySelector<HTMLElement>('[data-testid=notice-text]')!;
    const window = document.querySelector('[data-testid=notice-line] > div')!;
    const frame = window.getBoundingClientRect();
    const [animation] = window.getAnimations({ subtree: true });
    if (animation) {
      animation.pause();
      animation.currentTime = Number(animation.effect!.getComputedTiming().duration) * at;
    }
    // The text itself (a Range), not its box: a box may carry padding or the gap.
    const textBox = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect();
    };
    const copies = [...first.parentElement!.children].filter((copy) => copy.textContent === first.textContent);
    const shown = copies.reduce((sum, copy) => {
      const box = textBox(copy);
      return sum + Math.max(0, Math.min(box.right, frame.right) - Math.max(box.left, frame.left));
    }, 0);
    return { shown, text: textBox(first).width, frame: frame.width, moving: Boolean(animation) };
  }, share);
}

test.describe('moving', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the notice line is never blank: the next pass comes in as the text leaves', async ({ page }) => {
    await page.goto('/#/');
    await expect(page.getByTestId('notice-text')).toBeVisible();
    for (let step = 0; step <= 40; step += 1) {
      const { shown, text, frame, moving } = await shownAt(page, step / 40);
      expect(moving).toBe(true);
      // All of a short text, or all but the 64 px gap of a long one, at every point of the cycle.
      expect(shown, `at ${step}/40 of the cycle`).toBeGreaterThanOrEqual(Math.min(text, frame - 64) - 2);
    }
  });
});

test('with reduced motion the notice stands still, its start at the left, once', async ({ page }) => {
  await page.goto('/#/');
  const text = page.getByTestId('notice-text');
  await expect(text).toBeVisible();
  const { shown, frame, moving } = await shownAt(page, 0);
  expect(moving).toBe(false);
  expect(shown).toBeGreaterThan(frame / 2);
  const [textBox, lineBox] = [(await text.boundingBox())!, (await page.locator('[data-testid=notice-line] > div').boundingBox())!];
  expect(Math.round(textBox.x)).toBe(Math.round(lineBox.x));
  await expect(page.getByTestId('notice-line').locator('[aria-hidden=true]').filter({ hasText: /./ })).toBeHidden();
});
