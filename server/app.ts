import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { openDatabase, type Database } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { errorHandlerPlugin } from './error-handler.ts';
import { balanceReplyPlugin } from './plugins/balance-reply.ts';
import { cachesPlugin } from './plugins/caches.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { jsonDepthPlugin } from './plugins/json-depth.ts';
import { langPlugin } from './plugins/lang.ts';
import { livePlugin } from './plugins/live.ts';
import { readinessPlugin } from './plugins/readiness.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { withSafeLogging } from './log-options.ts';
import { AnsweredRequestsLog } from './plugins/access-log.ts';
import { lobbySitePlugin } from './plugins/lobby.ts';
import { memberPlugin } from './plugins/member.ts';
import { routeContractsPlugin } from './plugins/route-contracts.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { apiRoutes } from './routes/index.ts';
import { textGuardPlugin } from './validate.ts';
import { parseTrustProxy } from './services/guards/client-address.ts';
import type { ConnectionLimits } from './services/guards/connection-limits.ts';
import { trustedPeer } from './services/guards/trusted-peer.ts';
import { capConnections } from './plugins/connection-cap.ts';
import { closeQuietSockets } from './plugins/close-quiet-sockets.ts';
import type { CaptchaSettings } from './captcha/captcha-settings.ts';
import type { StandIn } from '../domain/contracts/stand-ins-types.ts';
import { consoleSmsTransport } from './stand-ins/console-sms.ts';
import { demoPaymentGateway } from './stand-ins/demo-payments.ts';
import { chooseStandIns, standInsLine, type StandInSwitches } from './stand-ins/stand-in-switches.ts';
import type { PaymentGateway } from './services/money/payment-gateway.ts';
import type { SmsTransport } from './services/accounts/sms-transport.ts';
import { uploadStore, type UploadStore } from './services/uploads/upload-store.ts';
import { uploadsDirOf } from './services/uploads/uploads-dir.ts';
import type { Invalidations } from './services/live/invalidations.ts';
import { readServerConfig, type MetricsAddress, type ServerConfig } from './config/server-config.ts';
import { setPaymentSecret } from './services/money/payment-signature.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Current time; tests pass a controllable clock to exercise expiry and rate limits. */
    clock: () => Date;
    sms: SmsTransport;
    payments: PaymentGateway;
    /** The stand-ins this start runs (the lobby shows a "Demo" marker while any is on). */
    standIns: readonly StandIn[];
    /** Uploaded pictures, as files (server/services/uploads/upload-store.ts). */
    uploads: UploadStore;
    /** Captcha limits and proof-of-work cost, read when the app was built (captcha/captcha-settings.ts). */
    captchaSettings: CaptchaSettings;
    /** Threads drawing slider puzzles (captcha/draw-pool.ts), read when the app was built. */
    captchaThreads: number;
  }
}

export interface AppOptions {
  /** The environment's settings, read once at start (server/config/); read from the environment when absent. The options below override parts of it. */
  config?: ServerConfig;
  /** Folder of the built lobby; served at `/` when present. */
  staticDir?: string;
  /** Which stand-ins may run (server/stand-ins/stand-in-switches.ts); read from the environment when absent. */
  standIns?: StandInSwitches;
  /** Exposes `/api/dev/*` helpers (SMS inbox, captcha offsets): tests and `npm run dev` only. Overrides `standIns.devEndpoints`. */
  devEndpoints?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** An open database (tests); otherwise one is opened from `databaseUrl` or `dataDir`. */
  database?: Database;
  /** PostgreSQL connection string; PGlite when absent. */
  databaseUrl?: string;
  /** PGlite data folder; in memory when absent. */
  dataDir?: string;
  clock?: () => Date;
  /** The message bus of the caches instead of the database's own (tests: a sender that fails). */
  invalidations?: Invalidations;
  /** A real SMS gateway; the console stand-in when absent and allowed. */
  sms?: SmsTransport;
  /** A real payment gateway; the demo payment page when absent and allowed. */
  payments?: PaymentGateway;
  /** Proxies to believe in X-Forwarded-For, as `TRUST_PROXY` says them (server/services/guards/client-address.ts); the environment's when absent. */
  trustProxy?: string;
  /**
   * Folder of uploaded pictures: `UPLOADS_DIR`, else `uploads` beside the PGlite folder or under
   * `.data`; a throw-away folder for a database the caller passed in (tests, benchmarks).
   */
  uploadsDir?: string;
  /** Request deadline, keep-alive and connections per address (server/services/guards/connection-limits.ts); the environment's for what is absent. */
  connectionLimits?: Partial<ConnectionLimits>;
  /** Captcha limits and proof-of-work cost (captcha/captcha-settings.ts); the environment's for what is absent. */
  captcha?: Partial<CaptchaSettings>;
  /** Where `app.metrics.serve()` opens the metrics port (port 0: a free one); `METRICS_PORT`'s when absent, off when that is unset. */
  metrics?: MetricsAddress;
}

/** Builds the reference server: the API under `/api` and, when built, the lobby at `/`. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  // Every setting of the environment, read once (README, "Configuration"): a typo stops the start
  // with a sentence that server/index.ts prints, before anything is opened.
  const config = options.config ?? readServerConfig();
  const switches = { ...(options.standIns ?? config.standIns), ...(options.devEndpoints === undefined ? {} : { devEndpoints: options.devEndpoints }) };
  // Decided before the database opens: a refused start leaves nothing behind.
  const standIns = chooseStandIns(switches, { payments: options.payments !== undefined, sms: options.sms !== undefined });
  const devEndpoints = standIns.includes('dev_endpoints');
  const limits = { ...config.connectionLimits, ...options.connectionLimits };
  const live = config.live;
  const contentCacheMs = config.contentCacheMs;
  const phone = config.phone;
  const trustProxy = options.trustProxy === undefined ? config.trustProxy : parseTrustProxy(options.trustProxy);
  const captchaSettings = { ...config.captcha, ...options.captcha };
  if (config.paymentSecret) setPaymentSecret(config.paymentSecret);
  const app = Fastify({
    // Query strings and failed queries' parameters never reach the log (server/log-options.ts).
    logger: withSafeLogging(options.logger ?? false),
    // One access-log line per request instead of Fastify's two (plugins/access-log.ts).
    logController: new AnsweredRequestsLog(),
    bodyLimit: 64 * 1024,
    // Behind proxies the address comes from X-Forwarded-For, right-most untrusted entry; rate limits key on it.
    trustProxy,
    // The deadline covers receiving a request (headers and body) from its first byte, checked
    // every second: a client dribbling its body is cut off with 408. Node stops the clock once
    // the request is in, so a reply that streams for hours (the live stream) is not cut.
    requestTimeout: limits.requestDeadlineMs,
    keepAliveTimeout: limits.keepAliveMs,
    // A request reaching a closing server on a connection it already had is served (the database
    // stays open until the last connection has closed), not refused with an untranslated 503: the
    // connection then closes after its reply (server/lifecycle/drain.ts, plugins/close-quiet-sockets.ts).
    return503OnClosing: false,
    http: {
      headersTimeout: limits.requestDeadlineMs,
      requestTimeout: limits.requestDeadlineMs,
      connectionsCheckingInterval: Math.min(1000, Math.max(100, limits.requestDeadlineMs / 4)),
    },
  });
  capConnections(app.server, limits.perAddress, trustedPeer(trustProxy));
  const closeQuiet = closeQuietSockets(app.server);
  app.addHook('preClose', async () => closeQuiet());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir, poolSize: config.database.poolSize }));
  await prepareDatabase(database);
  app.decorate('db', database);
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.decorate('sms', options.sms ?? consoleSmsTransport(database.db, app.log));
  app.decorate('payments', options.payments ?? demoPaymentGateway);
  app.decorate('standIns', standIns);
  app.decorate('uploads', uploadStore(await uploadsDirOf({ ...options, uploadsDir: options.uploadsDir ?? config.uploadsDir }, app)));
  app.decorate('captchaSettings', captchaSettings);
  app.decorate('captchaThreads', config.captchaThreads);
  // A database the caller passed in is the caller's to close.
  if (!options.database) app.addHook('onClose', async () => database.close());

  const line = standInsLine(standIns, switches.production);
  if (line) app.log.warn(line);
  if (devEndpoints) {
    app.log.warn('DEV ENDPOINTS ARE ON (/api/dev/*): anyone who can reach this server can read SMS codes and captcha answers. Never expose it.');
  }

  // The request plumbing (docs/architecture.md): named plugins, each naming the ones it
  // reads from, so Fastify refuses a start that registers one before what it needs. They share
  // the root instance (fastify-plugin), so their hooks are global and run in this order: e.g. the
  // member's onRoute before the text guard's, idempotency's onSend before the security headers'.
  await app.register(cachesPlugin, { contentCacheMs, invalidations: options.invalidations });
  await app.register(livePlugin, { limits: live });
  await app.register(readinessPlugin);
  // Before every route, so its hooks time them all (server/plugins/metrics.ts).
  await app.register(metricsPlugin, { at: options.metrics ?? config.metrics });
  await app.register(langPlugin);
  await app.register(memberPlugin);
  await app.register(jsonDepthPlugin);
  await app.register(textGuardPlugin);
  await app.register(idempotencyPlugin);
  await app.register(balanceReplyPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(routeContractsPlugin);
  await app.register(apiRoutes, { prefix: '/api', devEndpoints, phone });
  // Only the gateway in use has routes: with a real one, /api/demo-pay/* answers 404.
  if (app.payments.routes) await app.register(app.payments.routes, { prefix: '/api' });

  await app.register(lobbySitePlugin, { staticDir: options.staticDir });
  return app;
}
