import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text types worth compressing; images other than SVG, sounds and fonts are compressed already. */
const compressible = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `file.br` and `file.gz` next to `file` when they are smaller; returns the bytes saved by brotli. */
async function compressFile(file: string): Promise<number> {
  const raw = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gz(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // The server falls back to the plain file when a variant is missing.
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
  return Math.max(0, raw.length - br.length);
}

/** Compresses every text file of `dir` worth it; returns how many and the bytes brotli saves. */
export async function precompressDir(dir: string): Promise<{ files: number; savedBytes: number }> {
  const files: string[] = [];
  for await (const file of filesUnder(dir)) {
    if (compressible.test(file) && (await stat(file)).size >= MIN_BYTES) files.push(file);
  }
  // A few at a time: brotli at its best quality is CPU-bound.
  let savedBytes = 0;
  for (let i = 0; i < files.length; i += 4) {
    savedBytes += (await Promise.all(files.slice(i, i + 4).map(compressFile))).reduce((a, b) => a + b, 0);
  }
  return { files: files.length, savedBytes };
}

/**
 * Build only: brotli and gzip copies of the lobby's scripts, styles, SVG and JSON, written once next
 * to each file of the build output (copied public files included), so the server sends them
 * compressed (@fastify/static `preCompressed`) without compressing per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the bundle and the public folder are written.
    async closeBundle(error?: Error) {
      if (error) return;
      const { files, savedBytes } = await precompressDir(outDir);
      this.info(`precompressed ${files} files (brotli saves ${(savedBytes / 1024).toFixed(0)} kB)`);
    },
  };
}
