import pg from 'pg';

/** The same PostgreSQL connection string pointed at another database of that server. */
export function databaseUrlOf(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** `fn` on a connection of its own, closed after it whatever happens. */
export async function withPgClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** One statement on its own connection (CREATE / DROP DATABASE cannot run inside a pool's transaction). */
export async function pgAdmin(url: string, sql: string): Promise<void> {
  await withPgClient(url, (client) => client.query(sql));
}
