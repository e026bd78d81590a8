import { createRequire } from 'node:module';
import { expect, test, type Page } from '../e2e/fixtures';
import { checkVersions, exactMatch, mismatchTolerance, type BaselineRecord } from './baseline-versions';

type Compare = (actual: Buffer, expected: Buffer, options: object) => { errorMessage: string } | null;
// Playwright's own PNG comparator, the one toHaveScreenshot runs: the tolerance is judged exactly as
// the suite applies it. Not a public export, hence the require of its bundle.
const { getComparator } = createRequire(import.meta.url)('playwright-core/lib/coreBundle').utils as {
  getComparator: (mimeType: string) => Compare;
};
const compare = getComparator('image/png');

const record: BaselineRecord = { chromium: 'Chromium 156.0.8078.108 built on Debian', fonts: {} };
const running = 'Chromium 157.0.8100.1 built on Debian';

/** A login panel drawn like the header's: a title, a field and two buttons in the lobby's CJK font. */
const panel = (change = '') => `
  <style>
    body { margin: 0; font: 14px 'WenQuanYi Micro Hei', sans-serif; background: #1b1d24; color: #eee; }
    .panel { margin: 20px; padding: 16px; width: 260px; background: #262933; border-radius: 6px; }
    input { display: block; width: 220px; margin: 10px 0; padding: 6px; }
    button { padding: 8px 18px; margin-right: 8px; border: 0; border-radius: 4px; background: #d9a441; }
    .speck { position: absolute; width: 1px; height: 1px; }
    ${change}
  </style>
  <div class="panel"><h3>会员登录</h3><input value="demo01"><button id="login">登录</button><button id="register">注册</button></div>`;

async function shot(page: Page, change = '', body = '') {
  await page.setContent(panel(change) + body);
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 220 } });
}

/** 30 single pixels one shade off plus 12 moved edge pixels: what a browser update does to a glyph. */
const antialiasing = [
  ...Array.from({ length: 30 }, (_, i) => `<div class="speck" style="left:${40 + i}px;top:60px;background:#2c2f39"></div>`),
  ...Array.from({ length: 12 }, (_, i) => `<div class="speck" style="left:${40 + i * 3}px;top:64px;background:#8a8a8a"></div>`),
].join('');

test.describe('visual baselines from another Chromium', () => {
  test('an update of the major version is announced and compared with the small tolerance', () => {
    const faked = checkVersions(record, running, { VISUAL_FAKE_BASELINE_CHROMIUM: 'Chromium 155.0.1.2' });
    expect(faked.mismatch).toBe(true);
    expect(faked.note).toContain('baselines from Chromium 155, running 157: run npm run test:visual:update and review the diffs');
    expect(faked.screenshot).toEqual(mismatchTolerance);
    // Same major: no note, not one pixel may differ; regenerating compares exactly too.
    expect(checkVersions(record, 'Chromium 156.0.9999.1', {})).toMatchObject({ mismatch: false, screenshot: exactMatch });
    expect(checkVersions(record, 'Chromium 156.0.9999.1', {}).note).toBeUndefined();
    expect(checkVersions(record, running, { VISUAL_UPDATE: '1' }).screenshot).toEqual(exactMatch);
  });

  test('the tolerance lets antialiasing through and still fails a real regression', async ({ page }) => {
    const { screenshot: tolerance } = checkVersions(record, running, { VISUAL_FAKE_BASELINE_CHROMIUM: 'Chromium 155.0.1.2' });
    const baseline = await shot(page);

    const shaded = await shot(page, '', antialiasing);
    expect(compare(shaded, baseline, tolerance), 'antialiasing within the tolerance').toBeNull();
    expect(compare(shaded, baseline, { ...exactMatch, threshold: 0.2 }), 'the same pixels at 0 px').not.toBeNull();

    const regressions = {
      'a missing button': '#register { visibility: hidden; }',
      'a layout shifted by 2 px': '.panel { margin-left: 22px; }',
    };
    for (const [name, css] of Object.entries(regressions)) {
      expect(compare(await shot(page, css), baseline, tolerance), name).not.toBeNull();
    }
    await page.setContent(panel().replace('注册', 'Register'));
    await page.evaluate(() => document.fonts.ready);
    const untranslated = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 220 } });
    expect(compare(untranslated, baseline, tolerance), 'an untranslated text').not.toBeNull();
  });
});
