import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Database } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerCaches } from './plugins/caches.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerLang } from './plugins/lang.ts';
import { registerMember } from './plugins/member.ts';
import { translate } from './i18n/translate.ts';
import { apiRoutes } from './routes/index.ts';
import { cachedBanners } from './services/banners.ts';
import { createIndexPage } from './services/index-page.ts';
import { consoleSmsTransport, type SmsTransport } from './services/sms-transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Current time; tests pass a controllable clock to exercise expiry and rate limits. */
    clock: () => Date;
    sms: SmsTransport;
  }
}

export interface AppOptions {
  /** Folder of the built lobby; served at `/` when present. */
  staticDir?: string;
  /** Exposes `/api/dev/*` helpers (SMS inbox, captcha offsets): tests and `npm run dev` only. */
  devEndpoints?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** An open database (tests); otherwise one is opened from `databaseUrl` or `dataDir`. */
  database?: Database;
  /** PostgreSQL connection string; PGlite when absent. */
  databaseUrl?: string;
  /** PGlite data folder; in memory when absent. */
  dataDir?: string;
  clock?: () => Date;
  sms?: SmsTransport;
}

/** Builds the reference server: the API under `/api` and, when built, the lobby at `/`. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  // The dev helpers read SMS codes and captcha answers: enough to take over any account.
  if (options.devEndpoints && process.env.NODE_ENV === 'production') {
    throw new Error('DEV_ENDPOINTS=1 is refused when NODE_ENV=production: /api/dev/* exposes SMS codes and captcha answers');
  }
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
    // Behind a proxy the address comes from X-Forwarded-For; rate limits key on it.
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir }));
  await prepareDatabase(database);
  app.decorate('db', database);
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.decorate('sms', options.sms ?? consoleSmsTransport(database.db, app.log));
  // A database the caller passed in is the caller's to close.
  if (!options.database) app.addHook('onClose', async () => database.close());

  if (options.devEndpoints) {
    app.log.warn('DEV ENDPOINTS ARE ON (/api/dev/*): anyone who can reach this server can read SMS codes and captcha answers. Never expose it.');
  }

  registerCaches(app);
  registerLang(app);
  registerMember(app);
  registerIdempotency(app);
  registerErrorHandler(app);
  await app.register(apiRoutes, { prefix: '/api', devEndpoints: options.devEndpoints ?? false });

  const staticDir = options.staticDir;
  const lobbyBuilt = Boolean(staticDir && existsSync(join(staticDir, 'index.html')));
  const indexPage = lobbyBuilt
    ? createIndexPage(join(staticDir!, 'index.html'), (lang) => cachedBanners(app, 'home', lang))
    : null;
  if (lobbyBuilt) await app.register(fastifyStatic, { root: staticDir!, wildcard: false, index: false });
  app.setNotFoundHandler(async (request, reply) => {
    // Hash routing: any non-API GET that is no file is the lobby itself.
    if (indexPage && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(await indexPage());
    }
    return reply.code(404).send({ message: translate(request.lang, 'not_found') });
  });
  return app;
}
