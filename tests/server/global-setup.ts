import type { TestProject } from 'vitest/node';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { preparedDatabaseKey, repoRoot, seedHour } from './prepared-key.ts';
import { cachedFile, pruneCache } from './snapshot-cache.ts';
import { cachedTemplate, pruneTemplates } from './template-cache.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated and seeded data dir (tarball) every test database starts from. */
    pgliteSnapshot: string;
    /** PostgreSQL: a migrated and seeded database every test database is copied from. */
    pgTemplate: string;
  }
}

/** Where the PGlite snapshots are kept between runs (README, "On a new machine"). */
export const snapshotDir = join(repoRoot, 'node_modules/.cache/lobby-server-tests');
/** Older entries than this go: a run reads its entry for minutes, never for hours. */
const keepMs = 3 * 3600_000;

/**
 * Migrates and seeds ONE database for the whole server suite, and keeps it for the next runs while
 * the code it is made from (prepared-key.ts) and the seed hour are the same: a PGlite data dir
 * tarball under node_modules/.cache, a `lobby_tpl_<key>_<hour>` database on PostgreSQL. Making it
 * costs seconds (PGlite's initdb, the migrations, the seed); test databases copy it, each file its
 * own: PGlite ones load the tarball, PostgreSQL ones are `CREATE DATABASE … TEMPLATE` copies.
 */
export default async function setup(project: TestProject): Promise<void> {
  const now = new Date();
  const name = `${preparedDatabaseKey().slice(0, 16)}_${seedHour(now)}`;
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `lobby_tpl_${name}`;
    await cachedTemplate(url, template, async (templateUrl) => {
      const database = await openDatabase({ url: templateUrl });
      await prepareDatabase(database);
      await database.close();
    });
    await pruneTemplates(url, template, seedHour(new Date(now.getTime() - keepMs)));
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return;
  }
  const { path } = await cachedFile(snapshotDir, `${name}.tar`, async (partial) => {
    const database = await openDatabase();
    await prepareDatabase(database);
    writeFileSync(partial, Buffer.from(await (await database.dump()).arrayBuffer()));
    await database.close();
  });
  pruneCache(snapshotDir, `${name}.tar`, keepMs, now.getTime());
  project.provide('pgliteSnapshot', path);
  project.provide('pgTemplate', '');
}
