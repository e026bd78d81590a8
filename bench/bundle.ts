// Prints the gzip size of the JavaScript index.html loads before the lobby can start (the entry, the
// chunks it modulepreloads, and the stored language's texts, which index.html's boot script
// preloads), next to the 150 kB budget of docs/performance.md, then the largest lazy chunks. Reads the
// production build in dist/ (or LOBBY_DIST). Run `npm run build` first.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { dist, entryScript, gzipKb as kb } from './dist-files';

const BUDGET_KB = 150;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = entryScript(html);
const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
const slot = /<script type="application\/json" id="boot-locales">([^<]*)<\/script>/.exec(html)?.[1];
const locales = Object.entries(JSON.parse(slot ?? '{}') as Record<string, string>).map(([lang, url]) => [lang, url.slice(1)] as const);

const line = (label: string, file: string) => console.log(`${label.padEnd(22)} ${kb(file).toFixed(1).padStart(7)} kB gzip  ${file}`);

line('entry chunk', entry);
preloads.forEach((f) => line('preloaded chunk', f));
locales.forEach(([lang, f]) => line(`texts ${lang}`, f));
css.forEach((f) => line('entry stylesheet', f));
const code = [entry, ...preloads].reduce((sum, f) => sum + kb(f), 0);
for (const [lang, f] of locales) {
  const eager = code + kb(f);
  console.log(`eager JS with ${lang} texts: ${eager.toFixed(1)} kB gzip in ${preloads.length + 2} files (budget ${BUDGET_KB} kB: ${eager <= BUDGET_KB ? 'within' : `${(eager - BUDGET_KB).toFixed(1)} kB over`})`);
}
if (locales.length === 0) console.log(`eager JS: ${code.toFixed(1)} kB gzip (no boot-locales map in index.html: texts not counted)`);

const eagerFiles = new Set([entry, ...preloads]);
const eagerSource = [...eagerFiles].map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
const forbidden = ['PixiJS', 'gsap', 'howler', 'data-sonner-toaster', 'ZodError'].filter((word) => eagerSource.includes(word));
console.log(`eager JS free of pixi.js, gsap, howler, sonner and zod: ${forbidden.length === 0 ? 'yes' : `NO (${forbidden.join(', ')})`}`);

const lazy = readdirSync(join(dist, 'js'))
  .map((f) => `js/${f}`)
  .filter((f) => f.endsWith('.js') && !eagerFiles.has(f) && !locales.some(([, l]) => l === f))
  .sort((a, b) => kb(b) - kb(a))
  .slice(0, 5);
lazy.forEach((f) => line('largest lazy chunk', f));
