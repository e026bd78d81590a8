// Renders the seeded banner artwork (SVG, made for this project) to WebP next to it. The home page
// paints its first banner as its largest content: a raster decodes off the main thread, where an
// SVG banner costs about 250 ms more on 4x-throttled software rendering (measured with bench/home).
// Usage: npx tsx scripts/render-banners.ts [banner-1-zh_cn.svg …]   (Debian's chromium and its CJK font,
// fonts-wqy-microhei, so the Chinese variants' words are baked in; name files to render only those)
import { chromium } from '@playwright/test';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(import.meta.dirname, '..', 'assets', 'public', 'media', 'banners');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--no-first-run'] });
try {
  const page = await browser.newPage();
  const only = process.argv.slice(2);
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.svg') && (only.length === 0 || only.includes(f)))) {
    const svg = readFileSync(join(folder, file), 'utf8');
    const dataUrl = await page.evaluate(async (source) => {
      const img = new Image();
      img.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(source)))}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext('2d')!.drawImage(img, 0, 0);
      return canvas.toDataURL('image/webp', 0.85);
    }, svg);
    const out = file.replace(/\.svg$/, '.webp');
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    writeFileSync(join(folder, out), bytes);
    console.log(`${out}: ${(bytes.length / 1000).toFixed(1)} kB`);
  }
} finally {
  await browser.close();
}
