import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any constant; serialises migrators of several processes sharing one PostgreSQL database. */
const lockId = 4_207_311;

/** The migration files this code has, in the order they apply. */
const migrationFiles = async () => (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();

/** The ids `schema_migrations` holds once this code's migrations are all applied (readiness compares them). */
export const migrationIds = async (): Promise<string[]> => (await migrationFiles()).map((f) => f.replace(/\.sql$/, ''));

/**
 * Applies `migrations/*.sql` in name order, each once, recorded in `schema_migrations`.
 * Plain SQL keeps PGlite and PostgreSQL on the very same schema without a migration tool.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = await migrationFiles();
  return database.withConnection(async (sql) => {
    await sql.exec('BEGIN');
    try {
      // A migration may rewrite a big table: no statement deadline for it (server/db/deadlines.ts).
      await sql.exec('SET LOCAL statement_timeout = 0');
      await sql.rows('SELECT pg_advisory_xact_lock($1)', [lockId]);
      await sql.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set((await sql.rows<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id));
      const applied: string[] = [];
      for (const file of files) {
        const id = file.replace(/\.sql$/, '');
        if (done.has(id)) continue;
        await sql.exec(await readFile(migrationsDir + file, 'utf8'));
        await sql.rows('INSERT INTO schema_migrations (id) VALUES ($1)', [id]);
        applied.push(id);
      }
      await sql.exec('COMMIT');
      return applied;
    } catch (error) {
      await sql.exec('ROLLBACK');
      throw error;
    }
  });
}
