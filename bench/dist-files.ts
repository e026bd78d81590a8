// What the benchmarks share to read the production build in dist/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const dist = join(import.meta.dirname, '..', 'dist');

/** The module script index.html loads, relative to dist/. */
export function entryScript(html: string): string {
  const entry = /<script type="module"[^>]*(?:src|data-entry)="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in dist/index.html');
  return entry;
}

/** Gzip size in kB of a file under dist/. */
export const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1000;
