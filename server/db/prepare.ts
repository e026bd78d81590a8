import { count } from 'drizzle-orm';
import type { Database } from './client.ts';
import { migrate } from './migrate.ts';
import { systemConfigs } from './schema/index.ts';

/** First start: create the schema, then the demo data (only into an empty database). */
export async function prepareDatabase(database: Database): Promise<void> {
  await migrate(database);
  const [row] = await database.db.select({ n: count() }).from(systemConfigs);
  // Loaded only for an empty database: a started one (every restart, every test database copied from
  // a seeded one) never evaluates the seed's modules and their texts.
  if ((row?.n ?? 0) === 0) await (await import('./seed/index.ts')).seedAll(database.db);
}
