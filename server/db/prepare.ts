import { count } from 'drizzle-orm';
import type { Database } from './client.ts';
import { migrate } from './migrate.ts';
import { systemConfigs } from './schema/index.ts';
import { seedAll } from './seed/index.ts';

/** First start: create the schema, then the demo data (only into an empty database). */
export async function prepareDatabase(database: Database): Promise<void> {
  await migrate(database);
  const [row] = await database.db.select({ n: count() }).from(systemConfigs);
  if ((row?.n ?? 0) === 0) await seedAll(database.db);
}
