import type { TestProject } from 'vitest/node';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { databaseUrlOf, pgAdmin } from './pg-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated and seeded data dir (tarball) every test database starts from. */
    pgliteSnapshot: string;
    /** PostgreSQL: a migrated and seeded database every test database is copied from. */
    pgTemplate: string;
  }
}

/**
 * Migrates and seeds ONE database for the whole server suite, instead of once per test file (about
 * 6 s of initdb, migrations and seed each): PGlite test databases load its data dir, PostgreSQL
 * ones are `CREATE DATABASE … TEMPLATE` copies. Each file still gets a database of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `lobby_tpl_${randomBytes(5).toString('hex')}`;
    await pgAdmin(url, `CREATE DATABASE ${template}`);
    const database = await openDatabase({ url: databaseUrlOf(url, template) });
    await prepareDatabase(database);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return () => pgAdmin(url, `DROP DATABASE IF EXISTS ${template}`);
  }
  const database = await openDatabase();
  await prepareDatabase(database);
  const dir = mkdtempSync(join(tmpdir(), 'lobby-server-tests-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await (await database.dump()).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}
