// Bundles the spike's page (with pixi.js in a lazy chunk, as the lobby loads it) and its worker into
// a temporary folder that server.mjs serves. Run by measure.mjs; or alone: node build.mjs
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const out = join(tmpdir(), 'stage-in-worker-dist');
const here = (file) => new URL(file, import.meta.url).pathname;

export async function bundle() {
  mkdirSync(out, { recursive: true });
  const common = { bundle: true, format: 'esm', minify: true, target: 'chrome120', logLevel: 'warning' };
  await build({ ...common, entryPoints: [here('./src/page.js')], splitting: true, outdir: out });
  await build({ ...common, entryPoints: [here('./src/worker.js')], outfile: join(out, 'worker.js') });
  copyFileSync(here('./public_index.html'), join(out, 'index.html'));
}

if (import.meta.url === `file://${process.argv[1]}`) await bundle();
