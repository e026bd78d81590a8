import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { openDatabase, type Database } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerCaches } from './plugins/caches.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerLang } from './plugins/lang.ts';
import { registerLobby } from './plugins/lobby.ts';
import { registerMember } from './plugins/member.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { apiRoutes } from './routes/index.ts';
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
  registerSecurityHeaders(app);
  await app.register(apiRoutes, { prefix: '/api', devEndpoints: options.devEndpoints ?? false });

  await registerLobby(app, options.staticDir);
  return app;
}
