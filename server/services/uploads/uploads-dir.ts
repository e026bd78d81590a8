import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

interface DirOptions {
  uploadsDir?: string;
  dataDir?: string;
  database?: unknown;
}

/** Where the app keeps uploaded pictures (see AppOptions.uploadsDir); a throw-away folder is removed on close. */
export async function uploadsDirOf(options: DirOptions, app: FastifyInstance): Promise<string> {
  // `UPLOADS_DIR` reaches here as options.uploadsDir (server/config/).
  if (options.uploadsDir) return resolve(options.uploadsDir);
  if (options.dataDir) return join(dirname(resolve(options.dataDir)), 'uploads');
  if (!options.database) return resolve('.data', 'uploads');
  const scratch = await mkdtemp(join(tmpdir(), 'lobby-uploads-'));
  app.addHook('onClose', async () => rm(scratch, { recursive: true, force: true }));
  return scratch;
}
