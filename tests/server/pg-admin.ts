import pg from 'pg';

/** The same PostgreSQL connection string pointed at another database of that server. */
export function databaseUrlOf(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** One statement on its own connection (CREATE / DROP DATABASE cannot run inside a pool's transaction). */
export async function pgAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
