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
  const chosen = options.uploadsDir ?? process.env.UPLOADS_DIR;
  if (chosen) return resolve(chosen);
  if (options.dataDir) return join(dirname(resolve(options.dataDir)), 'uploads');
  if (!options.database) return resolve('.data', 'uploads');
  const scratch = await mkdtemp(join(tmpdir(), 'lobby-uploads-'));
  app.addHook('onClose', async () => rm(scratch, { recursive: true, force: true }));
  return scratch;
}
