// Prints the gzip size of the entry chunk (the module index.html loads), of what it preloads, and of
// the largest lazy chunks, from the production build in dist/. Run `npm run build` first.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { dist, entryScript, gzipKb as kb } from './dist-files';

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = entryScript(html);
const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);

const line = (label: string, file: string) => console.log(`${label.padEnd(22)} ${kb(file).toFixed(1).padStart(7)} kB gzip  ${file}`);

line('entry chunk', entry);
preloads.forEach((f) => line('preloaded chunk', f));
css.forEach((f) => line('entry stylesheet', f));
const eager = [entry, ...preloads].reduce((sum, f) => sum + kb(f), 0);
console.log(`${'eager JS total'.padEnd(22)} ${eager.toFixed(1).padStart(7)} kB gzip`);

const entrySource = readFileSync(join(dist, entry), 'utf8');
const forbidden = ['pixi.js', 'PIXI', 'gsap', 'howler'].filter((word) => entrySource.includes(word));
console.log(`entry free of pixi/gsap/howler: ${forbidden.length === 0 ? 'yes' : `NO (${forbidden.join(', ')})`}`);

const lazy = readdirSync(join(dist, 'js'))
  .map((f) => `js/${f}`)
  .filter((f) => f !== entry && !preloads.includes(f))
  .sort((a, b) => kb(b) - kb(a))
  .slice(0, 5);
lazy.forEach((f) => line('largest lazy chunk', f));
