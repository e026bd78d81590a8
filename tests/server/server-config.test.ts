// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOpsConfig, readServerConfig } from '../../server/config/server-config.ts';
import { SERVER_ENV_NAMES } from '../../server/config/server-env.ts';
import { StartRefused } from '../../server/stand-ins/stand-in-switches.ts';

const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

/** The variables README.md's "Configuration" table names, one a row. */
function readmeVariables(): string[] {
  const section = readme.slice(readme.indexOf('\n## Configuration\n'), readme.indexOf('\n## ', readme.indexOf('\n## Configuration\n') + 1));
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]!);
}

/** What the refusal of `env` says, or 'started'. */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    readServerConfig(env, 2);
    return 'started';
  } catch (error) {
    expect(error).toBeInstanceOf(StartRefused);
    return (error as Error).message;
  }
}

/** The whole-number settings with the range each accepts. */
const WHOLE: Record<string, [number, number]> = {
  PORT: [0, 65_535],
  CAPTCHAS_PER_MINUTE: [1, 1_000_000_000],
  CAPTCHA_PLAIN_PER_HOUR: [1, 1_000_000_000],
  CAPTCHA_POW_COST: [1, 1_000_000],
  CAPTCHA_MISSES_BEFORE_HARDER: [1, 1_000_000_000],
  CAPTCHA_THREADS: [1, 64],
  LOBBY_WORKERS: [1, 64],
  LOBBY_WORKER: [1, 64],
  SMS_PER_ADDRESS_HOUR: [1, 1_000_000],
  PHONE_AUTH_PER_ADDRESS: [1, 1_000_000],
  REQUEST_DEADLINE_SECONDS: [1, 3600],
  KEEP_ALIVE_SECONDS: [1, 3600],
  CONNECTIONS_PER_ADDRESS: [1, 1_000_000],
  SHUTDOWN_GRACE_SECONDS: [1, 3600],
  LIVE_STREAMS_PER_MEMBER: [1, 999_999_999],
  LIVE_STREAMS_PER_ADDRESS: [1, 999_999_999],
  CONTENT_CACHE_MS: [0, 86_400_000],
  PG_POOL_SIZE: [1, 1000],
};

describe('the configuration schema', () => {
  it("names exactly the variables of README.md's Configuration table", () => {
    const documented = readmeVariables();
    expect(new Set(documented).size, 'a variable listed twice').toBe(documented.length);
    expect([...documented].sort()).toEqual([...SERVER_ENV_NAMES].sort());
  });

  it('reads every default from an empty environment', () => {
    const config = readServerConfig({}, 2);
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      database: { url: undefined, poolSize: 10 },
      logLevel: 'info',
      standIns: { production: false, demoPayments: true, consoleSms: true, devEndpoints: false },
      connectionLimits: { requestDeadlineMs: 30_000, keepAliveMs: 72_000, perAddress: 256 },
      live: { perMember: 5, perAddress: 200 },
      contentCacheMs: 5000,
      phone: { phoneAuthPerAddress: 30, smsPerAddressHour: 20 },
      trustProxy: false,
      captcha: { perMinute: 30, plainPerHour: 10, powCost: 5000, missesBeforeHarder: 3 },
      captchaThreads: 2,
      uploadsDir: undefined,
      paymentSecret: undefined,
    });
    expect(config.database.dataDir).toMatch(/\.data\/pglite$/);
    expect(readServerConfig({ NODE_ENV: 'production' }, 2).standIns).toEqual({ production: true, demoPayments: false, consoleSms: false, devEndpoints: false });
    expect(readServerConfig({ DATABASE_URL: 'postgres://x/y', DATA_DIR: '/elsewhere' }, 2).database).toEqual({ url: 'postgres://x/y', dataDir: undefined, poolSize: 10 });
  });

  it('takes the ends of every whole-number range, and empty as unset', () => {
    for (const [name, [min, max]] of Object.entries(WHOLE)) {
      expect(refusal({ [name]: String(min) }), `${name}=${min}`).toBe('started');
      expect(refusal({ [name]: String(max) }), `${name}=${max}`).toBe('started');
      expect(refusal({ [name]: '' }), `${name}=`).toBe('started');
    }
  });

  it('refuses -1, NaN, abc, 1.5 and one past the end of every whole number, naming the variable and what it accepts', () => {
    for (const [name, [min, max]] of Object.entries(WHOLE)) {
      for (const value of ['-1', 'NaN', 'abc', '1.5', ' 5', String(max + 1), ...(min > 0 ? [String(min - 1)] : [])]) {
        expect(refusal({ [name]: value }), `${name}=${value}`).toMatch(new RegExp(`^${name}=.* is not understood: set a whole number from ${min} to ${max}, or leave it unset \\(\\d+\\)\\. See "Configuration" in README\\.md\\.$`));
      }
    }
  });

  it('serves metrics only when METRICS_PORT is set, one port per process of start:cluster, never on PORT', () => {
    expect(readServerConfig({}, 2).metrics).toBeUndefined();
    expect(readServerConfig({ METRICS_PORT: '' }, 2).metrics).toBeUndefined();
    expect(readServerConfig({ METRICS_PORT: '9100', HOST: '0.0.0.0' }, 2).metrics).toEqual({ port: 9100, host: '0.0.0.0' });
    expect(readServerConfig({ METRICS_PORT: '9100', METRICS_HOST: '10.0.0.5' }, 2).metrics).toEqual({ port: 9100, host: '10.0.0.5' });
    expect(readServerConfig({ METRICS_PORT: '9100', LOBBY_WORKER: '3', LOBBY_WORKERS: '4' }, 2).metrics).toEqual({ port: 9102, host: '127.0.0.1' });
    for (const value of ['0', '-1', 'abc', '1.5', '65536']) {
      expect(refusal({ METRICS_PORT: value })).toBe(`METRICS_PORT=${value} is not understood: set a whole number from 1 to 65535, or leave it unset (off). See "Configuration" in README.md.`);
    }
    expect(refusal({ METRICS_PORT: '8080' })).toMatch(/^METRICS_PORT=8080 is not understood: the metrics never share the public PORT=8080/);
    expect(refusal({ METRICS_PORT: '8079', LOBBY_WORKERS: '2' })).toMatch(/^METRICS_PORT=8079 is not understood: the metrics never share the public PORT=8080/);
    expect(refusal({ METRICS_PORT: '65535', LOBBY_WORKERS: '2' })).toMatch(/^METRICS_PORT=65535 is not understood: with LOBBY_WORKERS=2 processes it needs ports up to 65536; set it to at most 65534\./);
  });

  it('refuses a switch that is neither 0 nor 1, a NODE_ENV other than the known ones, and a TRUST_PROXY it cannot read', () => {
    for (const name of ['DEMO_PAYMENTS', 'CONSOLE_SMS', 'DEV_ENDPOINTS']) {
      expect(refusal({ [name]: 'yes' })).toBe(`${name}=yes is not understood: set ${name}=1 or ${name}=0, or leave it unset. See "Production checklist" in README.md.`);
    }
    expect(refusal({ NODE_ENV: 'prod' })).toMatch(/^NODE_ENV="prod" is not understood: set NODE_ENV=production/);
    expect(refusal({ TRUST_PROXY: 'true' })).toMatch(/^TRUST_PROXY: "true" is neither a number of proxies/);
  });

  it('names every variable not understood at once, one a line', () => {
    expect(refusal({ PORT: 'abc', LIVE_STREAMS_PER_MEMBER: '-1', DEMO_PAYMENTS: 'on' }).split('\n').map((line) => line.split(/[=:]/)[0])).toEqual(['PORT', 'DEMO_PAYMENTS', 'LIVE_STREAMS_PER_MEMBER']);
  });

  it('lets npm run ops read only its own variables', () => {
    expect(readOpsConfig({ PORT: 'abc', OPS_LANG: 'zh_cn', OPS_FORCE: '1', USER: 'ops1' })).toMatchObject({ lang: 'zh_cn', force: true, user: 'ops1' });
    expect(() => readOpsConfig({ PG_POOL_SIZE: '0' })).toThrow(/^PG_POOL_SIZE=0 is not understood/);
  });
});
