import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toLang, type Lang } from '../../domain/contracts/lang.ts';
import type { CaptchaSettings } from '../captcha/captcha-settings.ts';
import type { PhoneRouteOptions } from '../routes/auth-phone.ts';
import type { ConnectionLimits } from '../services/guards/connection-limits.ts';
import type { TrustProxy } from '../services/guards/client-address.ts';
import type { LiveLimits } from '../services/live/live-limits.ts';
import type { StandInSwitches } from '../stand-ins/stand-in-switches.ts';
import { opsEnvSchema, parseEnv, serverEnvSchema, type ServerEnv } from './server-env.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The database as the server and `npm run ops` find it: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export interface DatabaseConfig {
  url: string | undefined;
  /** The PGlite folder; undefined on PostgreSQL. */
  dataDir: string | undefined;
  poolSize: number;
}

/** The metrics endpoint of this process: `METRICS_PORT` + `LOBBY_WORKER` − 1 on `METRICS_HOST`, else `HOST`. */
export interface MetricsAddress {
  port: number;
  host: string;
}

/** Everything the environment says to one start, read once (README.md, "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Folder of the built lobby. */
  lobbyDist: string;
  logLevel: string;
  standIns: StandInSwitches;
  connectionLimits: ConnectionLimits;
  live: LiveLimits;
  /** How long a closing server waits for the requests in flight before cutting them (server/lifecycle/drain.ts). */
  shutdownGraceMs: number;
  contentCacheMs: number;
  phone: PhoneRouteOptions;
  trustProxy: TrustProxy;
  captcha: CaptchaSettings;
  /** Threads drawing slider puzzles (server/captcha/draw-pool.ts). */
  captchaThreads: number;
  uploadsDir: string | undefined;
  /** Where this process serves its metrics (server/metrics/); undefined when `METRICS_PORT` is unset (off). */
  metrics: MetricsAddress | undefined;
  /** Key of the demo payment page's signatures; a random one per process when undefined. */
  paymentSecret: string | undefined;
}

function databaseOf(env: Pick<ServerEnv, 'DATABASE_URL' | 'DATA_DIR' | 'PG_POOL_SIZE'>): DatabaseConfig {
  const url = env.DATABASE_URL;
  return { url, dataDir: url ? undefined : (env.DATA_DIR ?? join(root, '.data', 'pglite')), poolSize: env.PG_POOL_SIZE };
}

/**
 * The environment as the server's settings, or a StartRefused naming every variable not understood
 * (server/index.ts prints it alone). `cores` is the machine's, for the captcha threads' default.
 */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): ServerConfig {
  const e = parseEnv(serverEnvSchema(cores), env);
  const isProduction = e.NODE_ENV;
  return {
    port: e.PORT,
    host: e.HOST,
    database: databaseOf(e),
    lobbyDist: e.LOBBY_DIST ?? join(root, 'dist'),
    logLevel: e.LOG_LEVEL,
    standIns: {
      production: isProduction,
      demoPayments: e.DEMO_PAYMENTS ?? !isProduction,
      consoleSms: e.CONSOLE_SMS ?? !isProduction,
      devEndpoints: e.DEV_ENDPOINTS ?? false,
    },
    connectionLimits: {
      requestDeadlineMs: e.REQUEST_DEADLINE_SECONDS * 1000,
      keepAliveMs: e.KEEP_ALIVE_SECONDS * 1000,
      perAddress: e.CONNECTIONS_PER_ADDRESS,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    live: { perMember: e.LIVE_STREAMS_PER_MEMBER, perAddress: e.LIVE_STREAMS_PER_ADDRESS },
    contentCacheMs: e.CONTENT_CACHE_MS,
    phone: { phoneAuthPerAddress: e.PHONE_AUTH_PER_ADDRESS, smsPerAddressHour: e.SMS_PER_ADDRESS_HOUR },
    trustProxy: e.TRUST_PROXY,
    captcha: {
      perMinute: e.CAPTCHAS_PER_MINUTE,
      plainPerHour: e.CAPTCHA_PLAIN_PER_HOUR,
      powCost: e.CAPTCHA_POW_COST,
      missesBeforeHarder: e.CAPTCHA_MISSES_BEFORE_HARDER,
    },
    captchaThreads: e.CAPTCHA_THREADS,
    uploadsDir: e.UPLOADS_DIR,
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT + e.LOBBY_WORKER - 1, host: e.METRICS_HOST ?? e.HOST },
    paymentSecret: e.PAYMENT_SECRET,
  };
}

/** What `npm run ops` reads: only its own variables, so a server setting it does not use cannot stop it. */
export interface OpsConfig {
  database: DatabaseConfig;
  lang: Lang;
  /** OPS_FORCE=1: open a PGlite folder whose `postmaster.pid` a crashed server left behind. */
  force: boolean;
  /** The operating-system user, when the system cannot tell. */
  user: string;
}

export function readOpsConfig(env: NodeJS.ProcessEnv = process.env): OpsConfig {
  const e = parseEnv(opsEnvSchema, env);
  return { database: databaseOf(e), lang: toLang(e.OPS_LANG), force: e.OPS_FORCE, user: e.USER };
}
