import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The file `name` in the cache folder `dir`, made by `build` when missing. `build` writes to a path
 * of its own, renamed to `name` once complete: a rename is atomic, so a concurrent run (another
 * worktree sharing node_modules, a second terminal) sees the whole file or none, never a part. Two
 * runs that miss at once both build, and the last rename wins with the same content.
 */
export async function cachedFile(dir: string, name: string, build: (path: string) => Promise<void>): Promise<{ path: string; built: boolean }> {
  const path = join(dir, name);
  if (existsSync(path)) return { path, built: false };
  mkdirSync(dir, { recursive: true });
  const partial = join(dir, `${name}.${process.pid}-${randomBytes(4).toString('hex')}.partial`);
  try {
    await build(partial);
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
  return { path, built: true };
}

/**
 * Removes the files of `dir` other than `keep` last changed more than `olderThanMs` ago: entries of
 * older code or an older seed hour, and parts a killed run left. The age spares entries a run still
 * going may read (test workers read the file when their first test file opens a database).
 */
export function pruneCache(dir: string, keep: string, olderThanMs: number, now = Date.now()): string[] {
  if (!existsSync(dir)) return [];
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    // Another run may have removed or renamed it since readdir: nothing left to do for it then.
    const changed = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (name === keep || changed === undefined || now - changed <= olderThanMs) continue;
    rmSync(path, { force: true, recursive: true });
    removed.push(name);
  }
  return removed;
}
