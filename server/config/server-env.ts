import { z } from 'zod';
import { captchaPow } from '../../domain/contracts/captcha-types.ts';
import { DEFAULT_PG_POOL_SIZE } from '../db/client.ts';
import { StartRefused } from '../stand-ins/stand-in-switches.ts';
import { PHONE_AUTH_PER_ADDRESS } from '../services/accounts/phone-auth-limits.ts';
import { SMS_PER_ADDRESS_HOUR } from '../services/accounts/sms-codes.ts';
import { DEFAULT_CONNECTION_LIMITS } from '../services/guards/connection-limits.ts';
import { LIVE_STREAMS_PER_ADDRESS, LIVE_STREAMS_PER_MEMBER } from '../services/live/live-limits.ts';
import { flag, production, text, textAsGiven, textOrUnset, trustProxy, whole, wholeOrUnset } from './env-fields.ts';

/** The largest live-stream cap taken (nine digits): far above what one process's file descriptors allow. */
const MOST_STREAMS = 999_999_999;

/**
 * Every environment variable the server and `npm run ops` read, with its default: the table of
 * README.md, "Configuration" (tests/server/server-config.test.ts holds the two to the same names).
 * Unset and empty are the same for numbers and switches; texts keep what `??` read before.
 */
const fields = {
  PORT: whole('PORT', 8080, 0, 65_535),
  HOST: text('127.0.0.1'),
  DATABASE_URL: textOrUnset,
  /** `.data/pglite` under the checkout when unset (server/config/server-config.ts). */
  DATA_DIR: textAsGiven,
  NODE_ENV: production,
  /** The two stand-ins default to on outside production, off under NODE_ENV=production. */
  DEMO_PAYMENTS: flag('DEMO_PAYMENTS'),
  CONSOLE_SMS: flag('CONSOLE_SMS'),
  DEV_ENDPOINTS: flag('DEV_ENDPOINTS'),
  CAPTCHAS_PER_MINUTE: whole('CAPTCHAS_PER_MINUTE', 30, 1, 1_000_000_000),
  CAPTCHA_PLAIN_PER_HOUR: whole('CAPTCHA_PLAIN_PER_HOUR', 10, 1, 1_000_000_000),
  // Below ~1,000 iterations a try costs a script next to nothing, so a live server keeps the
  // default; as low as 1 is allowed for benchmarks that solve thousands of puzzles (the solver
  // benchmark measures the real cost apart). Above a million one try is seconds.
  CAPTCHA_POW_COST: whole('CAPTCHA_POW_COST', captchaPow.cost, 1, 1_000_000),
  CAPTCHA_MISSES_BEFORE_HARDER: whole('CAPTCHA_MISSES_BEFORE_HARDER', 3, 1, 1_000_000_000),
  /** Read in `serverEnvSchema`: its default is the cores' share of `LOBBY_WORKERS` processes. */
  CAPTCHA_THREADS: textAsGiven,
  /** Set by `start:cluster` for its workers: how many server processes share the machine's cores. */
  LOBBY_WORKERS: whole('LOBBY_WORKERS', 1, 1, 64),
  /** Set by `start:cluster` for each worker, 1 … N: its metrics port is `METRICS_PORT` + this − 1. */
  LOBBY_WORKER: whole('LOBBY_WORKER', 1, 1, 64),
  SMS_PER_ADDRESS_HOUR: whole('SMS_PER_ADDRESS_HOUR', SMS_PER_ADDRESS_HOUR, 1, 1_000_000),
  PHONE_AUTH_PER_ADDRESS: whole('PHONE_AUTH_PER_ADDRESS', PHONE_AUTH_PER_ADDRESS, 1, 1_000_000),
  UPLOADS_DIR: textOrUnset,
  /** `dist` under the checkout when unset. */
  LOBBY_DIST: textAsGiven,
  // Pino's own rule decides which levels it takes (it names the level it refuses).
  LOG_LEVEL: text('info'),
  TRUST_PROXY: trustProxy,
  REQUEST_DEADLINE_SECONDS: whole('REQUEST_DEADLINE_SECONDS', DEFAULT_CONNECTION_LIMITS.requestDeadlineMs / 1000, 1, 3600),
  KEEP_ALIVE_SECONDS: whole('KEEP_ALIVE_SECONDS', DEFAULT_CONNECTION_LIMITS.keepAliveMs / 1000, 1, 3600),
  CONNECTIONS_PER_ADDRESS: whole('CONNECTIONS_PER_ADDRESS', DEFAULT_CONNECTION_LIMITS.perAddress, 1, 1_000_000),
  SHUTDOWN_GRACE_SECONDS: whole('SHUTDOWN_GRACE_SECONDS', 10, 1, 3600),
  LIVE_STREAMS_PER_MEMBER: whole('LIVE_STREAMS_PER_MEMBER', LIVE_STREAMS_PER_MEMBER, 1, MOST_STREAMS),
  LIVE_STREAMS_PER_ADDRESS: whole('LIVE_STREAMS_PER_ADDRESS', LIVE_STREAMS_PER_ADDRESS, 1, MOST_STREAMS),
  // Configs and content lists are kept this long as the backstop if an invalidation were lost
  // (writes clear them at once in every process): an operator who edits content only through the
  // server, so every change is announced, may keep them up to a day (server/plugins/caches.ts).
  CONTENT_CACHE_MS: whole('CONTENT_CACHE_MS', 5000, 0, 86_400_000),
  PG_POOL_SIZE: whole('PG_POOL_SIZE', DEFAULT_PG_POOL_SIZE, 1, 1000),
  /** Off when unset: the metrics are served on a port of their own, never the public one (server/metrics/). */
  METRICS_PORT: wholeOrUnset('METRICS_PORT', 1, 65_535),
  /** `HOST` when unset. */
  METRICS_HOST: textOrUnset,
  /** Random per process when unset or empty (server/services/money/payment-signature.ts). */
  PAYMENT_SECRET: textOrUnset,
  OPS_LANG: text('en'),
  OPS_FORCE: z.string().optional().transform((value) => value === '1'),
  /** Who ran an ops command when the system cannot tell (server/ops/stop-commands.ts). */
  USER: text('unknown'),
};

/** The names of every variable read, in the order of the README table. */
export const SERVER_ENV_NAMES: readonly string[] = Object.keys(fields);

const envObject = z.object(fields);

/**
 * At most two drawing threads: on the two cores this is built for, one is the event loop's; more
 * threads than cores would only make the loop share its core with more drawing. Under
 * `start:cluster` the cores are shared by `LOBBY_WORKERS` processes, so each takes its share (one
 * thread at least); `CAPTCHA_THREADS` sets the number outright.
 */
const threadsDefault = (cores: number, processes: number) => Math.max(1, Math.min(2, Math.floor(cores / processes)));

/**
 * The metrics ports of every process of a start (`METRICS_PORT` … + `LOBBY_WORKERS` − 1, one each:
 * a scrape must reach one known process) must exist and never include the public `PORT`.
 */
function metricsPortsRefusal(env: { METRICS_PORT: number | undefined; LOBBY_WORKERS: number; PORT: number }): string | undefined {
  const first = env.METRICS_PORT;
  if (first === undefined) return undefined;
  const last = first + env.LOBBY_WORKERS - 1;
  if (last > 65_535) return `METRICS_PORT=${first} is not understood: with LOBBY_WORKERS=${env.LOBBY_WORKERS} processes it needs ports up to ${last}; set it to at most ${65_536 - env.LOBBY_WORKERS}. See "Configuration" in README.md.`;
  if (env.PORT >= first && env.PORT <= last) return `METRICS_PORT=${first} is not understood: the metrics never share the public PORT=${env.PORT}; set another port. See "Configuration" in README.md.`;
  return undefined;
}

/** The whole schema on a machine of `cores` cores (the captcha threads' default depends on them). */
export function serverEnvSchema(cores: number) {
  return envObject.transform((env, ctx) => {
    const threads = whole('CAPTCHA_THREADS', threadsDefault(cores, env.LOBBY_WORKERS), 1, 64).safeParse(env.CAPTCHA_THREADS);
    const metricsPorts = metricsPortsRefusal(env);
    if (threads.success && !metricsPorts) return { ...env, CAPTCHA_THREADS: threads.data };
    for (const issue of threads.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message });
    if (metricsPorts) ctx.addIssue({ code: 'custom', message: metricsPorts });
    return z.NEVER;
  });
}

export type ServerEnv = z.output<ReturnType<typeof serverEnvSchema>>;

/** What `npm run ops` reads: the database, as the server finds it, and its own few. */
export const opsEnvSchema = envObject.pick({ DATABASE_URL: true, DATA_DIR: true, PG_POOL_SIZE: true, OPS_LANG: true, OPS_FORCE: true, USER: true });

/** `env` through `schema`, or a refusal listing every variable not understood (one per line, so all are fixed at once). */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new StartRefused(parsed.error.issues.map((issue) => issue.message).join('\n'));
}
