import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Banner } from '../../domain/contracts/replies/content';
import type { Lang } from '../../domain/contracts/lang';
import { createIndexPage } from '../../server/services/content/index-page';

const html = '<html><head><title>x</title></head><body><div id="root"></div><script type="application/json" id="boot-banners">{}</script></body></html>';
const file = join(mkdtempSync(join(tmpdir(), 'index-page-')), 'index.html');
writeFileSync(file, html);
const banner = (url: string): Banner => ({ id: 1, url, title: '', link: '' });
const slot = (page: string) => JSON.parse(/id="boot-banners">([^<]*)<\/script>/.exec(page)![1]!) as Record<string, string>;

describe('index page with the first home banner', () => {
  it('writes the first banner of each language and preloads it when all agree', async () => {
    const page = await createIndexPage(file, async () => [banner('/media/banners/a.webp'), banner('/media/banners/b.webp')])();
    expect(slot(page)).toEqual({ zh_cn: '/media/banners/a.webp', zh_hk: '/media/banners/a.webp', en: '/media/banners/a.webp' });
    expect(page).toContain('<link rel="preload" as="image" href="/media/banners/a.webp" fetchpriority="high">');
  });

  it('preloads nothing when the languages open on different banners', async () => {
    const page = await createIndexPage(file, async (lang: Lang) => [banner(`/media/${lang}.webp`)])();
    expect(slot(page).en).toBe('/media/en.webp');
    expect(page).not.toContain('rel="preload"');
  });

  it('leaves out addresses that are not the server own paths and cannot close the script', async () => {
    const bad = ['//evil.example/x.webp', 'javascript:alert(1)', 'https://cdn.example/x.webp', '/m/</script><script>alert(1)</script>', '/a b.webp', '/x".webp'];
    for (const url of bad) {
      const page = await createIndexPage(file, async () => [banner(url)])();
      expect(slot(page), url).toEqual({});
      expect(page, url).not.toContain('alert(1)</script>');
      expect(page, url).not.toContain('rel="preload"');
    }
  });

  it('answers the page unchanged when there are no banners', async () => {
    expect(await createIndexPage(file, async () => [])()).toBe(html);
  });
});
