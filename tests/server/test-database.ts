import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { databaseUrlOf, pgAdmin } from './pg-admin.ts';

let snapshot: Blob | undefined;

/**
 * A database of the test file's own, migrated and seeded: a copy of the one the global setup
 * prepared (tests/server/global-setup.ts), on PostgreSQL when DATABASE_URL is set, else PGlite
 * in memory. `drop` closes it and throws the PostgreSQL copy away.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    await pgAdmin(url, `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    const database = await openDatabase({ url: databaseUrlOf(url, name) });
    return {
      database,
      async drop() {
        await database.close();
        await pgAdmin(url, `DROP DATABASE IF EXISTS ${name}`);
      },
    };
  }
  snapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))]);
  const database = await openDatabase({ snapshot });
  return { database, drop: () => database.close() };
}
