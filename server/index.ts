import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

// PostgreSQL when DATABASE_URL is set; otherwise embedded PGlite under DATA_DIR (default .data/pglite).
const app = await buildApp({
  staticDir: process.env.LOBBY_DIST ?? join(root, 'dist'),
  devEndpoints: process.env.DEV_ENDPOINTS === '1',
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? join(root, '.data', 'pglite')),
  logger: { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization'] },
});

const close = async (signal: string) => {
  app.log.info(`${signal} received, closing`);
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void close('SIGINT'));
process.once('SIGTERM', () => void close('SIGTERM'));

await app.listen({ port, host });
