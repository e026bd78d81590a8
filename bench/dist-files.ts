// What the benchmarks share to read the production build (dist/, or LOBBY_DIST like scripts/start.mjs).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
/** The build folder: LOBBY_DIST when set (parallel runs build into their own folder), else dist/. */
export const dist = process.env.LOBBY_DIST ? resolve(root, process.env.LOBBY_DIST) : join(root, 'dist');

/** The module script index.html loads, relative to the build folder. */
export function entryScript(html: string): string {
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no entry script in ${dist}/index.html`);
  return entry;
}

/** Gzip size in kB of a file under the build folder. */
export const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1000;
