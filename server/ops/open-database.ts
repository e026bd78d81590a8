import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readOpsConfig } from '../config/server-config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';

/**
 * The database the server uses, chosen the same way as server/index.ts (server/config/): PostgreSQL
 * when DATABASE_URL is set, otherwise the PGlite folder DATA_DIR (default .data/pglite).
 *
 * PGlite is one process's database: a second process writing the same folder while the server
 * has it open would corrupt it, and PGlite does not stop it. An open PGlite leaves a
 * `postmaster.pid` in its folder, so its presence refuses the command (OPS_FORCE=1 overrides,
 * for a file a crashed server left behind).
 */
export async function openServerDatabase(env?: NodeJS.ProcessEnv): Promise<Database> {
  const { database: where, force } = readOpsConfig(env);
  const { url, dataDir, poolSize } = where;
  if (dataDir && existsSync(join(dataDir, 'postmaster.pid')) && !force) {
    throw new Error(
      `The PGlite database in ${dataDir} is open in another process (the server?). PGlite serves one process at a time: `
        + 'stop the server first, or run it on PostgreSQL (DATABASE_URL). In a development run (DEV_ENDPOINTS=1) the same '
        + 'decisions are at POST /api/dev/recharges/<id>/approve and /reject. If no server runs, a crash left '
        + 'postmaster.pid behind: run again with OPS_FORCE=1.',
    );
  }
  const database = await openDatabase({ url, dataDir, poolSize });
  await prepareDatabase(database);
  return database;
}
