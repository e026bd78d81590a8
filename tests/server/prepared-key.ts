import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository this file belongs to. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Relative module specifiers of a TypeScript file: static imports, re-exports and `import('…')`. */
const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const candidates = (base: string) => [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];

/** The file a relative specifier names (`.ts` written out or left off, a folder's index), or undefined. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return candidates(base).find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * Every file the code of `entries` reads when it runs, found by following relative imports from them
 * (package imports are left out: the pglite version is hashed on its own), plus every file of `dirs`
 * (the migrations, which migrate.ts reads from its folder instead of importing). Sorted, absolute.
 */
export function inputsOf(entries: string[], dirs: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(specifiers)) {
      const target = resolveImport(file, match[1]!);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  for (const dir of dirs) for (const name of readdirSync(dir)) seen.add(join(dir, name));
  return [...seen].sort();
}

/**
 * A hash of the named files (path relative to `root` and content) and `extra`: two checkouts of the
 * same code give the same hash, so worktrees sharing one node_modules share the cache entry.
 */
export function hashOf(root: string, files: string[], extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const file of files) hash.update(`\0${relative(root, file).split(sep).join('/')}\0`).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * What the migrated, seeded test database is made from: its migrations, the prepare and seed code
 * with all it imports, the global set-up that runs them and PGlite's version (its data dir format).
 */
export function preparedDatabaseKey(root = repoRoot): string {
  const db = join(root, 'server/db');
  const entries = [join(db, 'prepare.ts'), join(db, 'client.ts'), join(root, 'tests/server/global-setup.ts')];
  const files = inputsOf(entries, [join(db, 'migrations')]);
  const pglite = JSON.parse(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  return hashOf(root, files, `pglite ${pglite.version}`);
}

/**
 * The hour the seed is made in, on the server's clock (UTC+8): "2026031714". The seed writes times
 * relative to its start (favourites an hour apart, history some days back, today's daily bonus),
 * and the tests were written against a seed minutes old: a cached one is at most an hour old and
 * never from another server day.
 */
export function seedHour(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 13).replace(/\D/g, '');
}
