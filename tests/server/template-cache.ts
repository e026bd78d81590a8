import { databaseUrlOf, withPgClient } from './pg-admin.ts';

/** Templates the server tests keep: `lobby_tpl_<key>_<seed hour>`, with `_partial` while being built. */
export const templatePattern = /^lobby_tpl_[0-9a-f]+_(\d{10})(_partial)?$/;

/**
 * The database `name` on the server of `url`, made by `build` (given its connection string) when
 * missing, to be copied with `CREATE DATABASE … TEMPLATE`. Runs against one server take turns on an
 * advisory lock (held by this connection, so a killed run releases it), and the database is built
 * under a `_partial` name, renamed once complete: a run never copies half a template, and one a
 * killed run left half-built is dropped by the next.
 */
export async function cachedTemplate(url: string, name: string, build: (url: string) => Promise<void>): Promise<{ built: boolean }> {
  if (!templatePattern.test(name)) throw new Error(`Bad template name: ${name}`);
  return withPgClient(url, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return { built: false };
    const partial = `${name}_partial`;
    await client.query(`DROP DATABASE IF EXISTS ${partial}`);
    await client.query(`CREATE DATABASE ${partial}`);
    try {
      await build(databaseUrlOf(url, partial));
      await client.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
    } catch (error) {
      await client.query(`DROP DATABASE IF EXISTS ${partial}`).catch(() => undefined);
      throw error;
    }
    return { built: true };
  });
}

/**
 * Drops the kept templates seeded before the hour `before` ("2026031711"), except `keep`: older
 * code's and older seeds'. `before` lies hours back, while a run copies from its template for
 * minutes; one still in use (PostgreSQL refuses to drop it) is left for a later run.
 */
export async function pruneTemplates(url: string, keep: string, before: string): Promise<string[]> {
  return withPgClient(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'lobby\\_tpl\\_%'");
    const dropped: string[] = [];
    for (const { datname } of rows) {
      const hour = templatePattern.exec(datname)?.[1];
      if (datname === keep || hour === undefined || hour >= before) continue;
      try {
        await client.query(`DROP DATABASE IF EXISTS ${datname}`);
        dropped.push(datname);
      } catch {
        // In use by a run still going: the next run tries again.
      }
    }
    return dropped;
  });
}
