import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Uploaded files on disk, named by random ids the database rows keep. On PGlite every statement
 * runs on one in-process connection, and a 3 MB bytea insert held it (and the event loop) for about
 * two seconds; a file write goes to libuv's thread pool and holds nothing.
 */
export interface UploadStore {
  dir: string;
  /** Writes the bytes under a new name and returns it; the file exists before any row names it. */
  save(bytes: Uint8Array): Promise<string>;
  read(name: string): Promise<Buffer>;
  /** Removes a file no row names (a transaction that failed after the write); a missing file is fine. */
  discard(name: string): Promise<void>;
}

const namePattern = /^[0-9a-f]{32}$/;

function pathOf(dir: string, name: string): string {
  // Names come from save() only; anything else must never become a path.
  if (!namePattern.test(name)) throw new Error(`not an upload name: ${name}`);
  return join(dir, name.slice(0, 2), name);
}

export function uploadStore(dir: string): UploadStore {
  return {
    dir,
    async save(bytes) {
      const name = randomBytes(16).toString('hex');
      const path = pathOf(dir, name);
      await mkdir(join(dir, name.slice(0, 2)), { recursive: true, mode: 0o700 });
      await writeFile(path, bytes, { flag: 'wx', mode: 0o600 });
      return name;
    },
    read: (name) => readFile(pathOf(dir, name)),
    discard: (name) => rm(pathOf(dir, name), { force: true }),
  };
}
