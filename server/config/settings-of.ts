import type { CaptchaSettings } from '../captcha/captcha-settings.ts';
import type { ConnectionLimits } from '../services/guards/connection-limits.ts';
import type { LiveLimits } from '../services/live/live-limits.ts';
import type { StandInSwitches } from '../stand-ins/stand-in-switches.ts';
import { readServerConfig } from './server-config.ts';

/*
 * One setting group of an environment, each read through the whole schema (server-env.ts), so a
 * typo anywhere refuses as it would at start. For tests and tools that ask about one group; the
 * server itself reads the whole config once (readServerConfig).
 */

/** `PORT`; `0` asks the system for a free one. */
export const listenPortOf = (env: NodeJS.ProcessEnv): number => readServerConfig(env).port;

/** NODE_ENV, DEMO_PAYMENTS, CONSOLE_SMS and DEV_ENDPOINTS (server/stand-ins/stand-in-switches.ts). */
export const standInSwitches = (env: NodeJS.ProcessEnv): StandInSwitches => readServerConfig(env).standIns;

/** `REQUEST_DEADLINE_SECONDS`, `KEEP_ALIVE_SECONDS` and `CONNECTIONS_PER_ADDRESS`. */
export const connectionLimitsOf = (env: NodeJS.ProcessEnv): ConnectionLimits => readServerConfig(env).connectionLimits;

/** `LIVE_STREAMS_PER_MEMBER` and `LIVE_STREAMS_PER_ADDRESS`. */
export const liveLimits = (env: NodeJS.ProcessEnv): LiveLimits => readServerConfig(env).live;

/** `CONTENT_CACHE_MS`. */
export const contentCacheMsOf = (env: NodeJS.ProcessEnv): number => readServerConfig(env).contentCacheMs;

/** `PHONE_AUTH_PER_ADDRESS`. */
export const phoneAuthPerAddress = (env: NodeJS.ProcessEnv): number => readServerConfig(env).phone.phoneAuthPerAddress;

/** `SMS_PER_ADDRESS_HOUR`. */
export const smsPerAddressHour = (env: NodeJS.ProcessEnv): number => readServerConfig(env).phone.smsPerAddressHour;

/** `CAPTCHAS_PER_MINUTE`, `CAPTCHA_PLAIN_PER_HOUR`, `CAPTCHA_POW_COST` and `CAPTCHA_MISSES_BEFORE_HARDER`. */
export const captchaSettingsOf = (env: NodeJS.ProcessEnv): CaptchaSettings => readServerConfig(env).captcha;

/** `PG_POOL_SIZE`. */
export const pgPoolSizeOf = (env: NodeJS.ProcessEnv): number => readServerConfig(env).database.poolSize;

/** `CAPTCHA_THREADS`, else the share of `cores` of one of `LOBBY_WORKERS` processes. */
export const defaultPoolSize = (env: NodeJS.ProcessEnv, cores?: number): number => readServerConfig(env, cores).captchaThreads;
