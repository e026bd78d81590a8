// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { contentCacheMsOf, defaultPoolSize, listenPortOf, liveLimits, pgPoolSizeOf, phoneAuthPerAddress, smsPerAddressHour } from '../../server/config/settings-of.ts';
import { StartRefused } from '../../server/stand-ins/stand-in-switches.ts';
import { PHONE_AUTH_PER_ADDRESS } from '../../server/services/accounts/phone-auth-limits.ts';
import { SMS_PER_ADDRESS_HOUR } from '../../server/services/accounts/sms-codes.ts';
import { call, startTestApp, uniqueMember, type TestApp } from './test-app.ts';

/** What an operator mistypes: none of them may pass as the default, as zero or as a fraction. */
const TYPOS = ['-1', '1.5', 'abc'];
const folders: string[] = [];
const freshFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'lobby-settings-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Runs `fn` with `env` set in this process, then puts the environment back as it was. */
async function withEnv<T>(env: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await fn();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** Builds the app as `npm start` does, on a folder of its own; what it threw, or 'started' (the app is then closed). */
async function startWith(env: Record<string, string>, dataDir: string, databaseUrl?: string): Promise<unknown> {
  return withEnv(env, async () => {
    try {
      const app = await buildApp({ dataDir, databaseUrl, devEndpoints: false });
      await app.close();
      return 'started';
    } catch (error) {
      return error;
    }
  });
}

const sentence = (name: string, value: string) => new RegExp(`^${name}=${value.replace('.', '\\.')} is not understood: set a whole number from \\d+ to \\d+, or leave it unset \\(\\d+\\)\\. See "Configuration" in README\\.md\\.$`);

describe('whole-number settings read as the app is built', () => {
  // Before the database opens: a refused start leaves no data folder behind.
  for (const name of ['LIVE_STREAMS_PER_MEMBER', 'LIVE_STREAMS_PER_ADDRESS', 'PHONE_AUTH_PER_ADDRESS', 'SMS_PER_ADDRESS_HOUR', 'CONTENT_CACHE_MS']) {
    it(`${name}: -1, 1.5 and abc stop the start with a sentence naming it, and open nothing`, async () => {
      for (const value of TYPOS) {
        const dataDir = join(freshFolder(), 'pglite');
        const outcome = await startWith({ [name]: value }, dataDir);
        expect(outcome, `${name}=${value}`).toBeInstanceOf(StartRefused);
        expect((outcome as Error).message).toMatch(sentence(name, value));
        expect(existsSync(dataDir), `${name}=${value}: data folder`).toBe(false);
      }
    }, 120_000);
  }

  it('PG_POOL_SIZE: -1, 1.5 and abc stop the start with a sentence naming it, before any connection is tried', async () => {
    for (const value of TYPOS) {
      // Nothing listens on port 9: a start that went on would fail on connecting instead.
      const outcome = await startWith({ PG_POOL_SIZE: value }, freshFolder(), 'postgres://lobby@127.0.0.1:9/none');
      expect(outcome, `PG_POOL_SIZE=${value}`).toBeInstanceOf(StartRefused);
      expect((outcome as Error).message).toMatch(sentence('PG_POOL_SIZE', value));
    }
  });

  it('unset or empty, each is its default', () => {
    expect(liveLimits({})).toEqual({ perMember: 5, perAddress: 200 });
    expect(phoneAuthPerAddress({})).toBe(30);
    expect(phoneAuthPerAddress({ PHONE_AUTH_PER_ADDRESS: '' })).toBe(PHONE_AUTH_PER_ADDRESS);
    expect(smsPerAddressHour({})).toBe(20);
    expect(smsPerAddressHour({ SMS_PER_ADDRESS_HOUR: '' })).toBe(SMS_PER_ADDRESS_HOUR);
    expect(contentCacheMsOf({})).toBe(5000);
    expect(contentCacheMsOf({ CONTENT_CACHE_MS: '0' })).toBe(0);
    expect(pgPoolSizeOf({})).toBe(10);
    expect(listenPortOf({})).toBe(8080);
    expect(listenPortOf({ PORT: '0' })).toBe(0);
    expect(defaultPoolSize({}, 2)).toBe(2);
  });

  it('PORT, CAPTCHA_THREADS and LOBBY_WORKERS: -1, 1.5 and abc are refused with a sentence naming them', () => {
    for (const value of TYPOS) {
      expect(() => listenPortOf({ PORT: value })).toThrow(StartRefused);
      expect(() => listenPortOf({ PORT: value })).toThrow(sentence('PORT', value));
      expect(() => defaultPoolSize({ CAPTCHA_THREADS: value }, 2)).toThrow(sentence('CAPTCHA_THREADS', value));
      expect(() => defaultPoolSize({ LOBBY_WORKERS: value }, 2)).toThrow(sentence('LOBBY_WORKERS', value));
    }
  });
});

/** `npm start` as an operator runs it (without the build step): its exit code and all it printed. */
function npmStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SKIP_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('a mistyped setting under npm start', () => {
  it('prints the sentence alone, no stack, exits 1 and leaves no data folder (LIVE_STREAMS_PER_MEMBER, PORT)', async () => {
    for (const [name, value] of [['LIVE_STREAMS_PER_MEMBER', 'abc'], ['PORT', '-1'], ['PORT', '1.5'], ['PORT', 'abc']] as const) {
      const dataDir = join(freshFolder(), 'pglite');
      const { code, output } = await npmStart({ [name]: value, DATA_DIR: dataDir });
      expect(output.trim(), `${name}=${value}`).toMatch(sentence(name, value));
      expect(code).toBe(1);
      expect(existsSync(dataDir)).toBe(false);
    }
  }, 120_000);
});

describe('the per-address caps the environment raises reach the routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withEnv({ SMS_PER_ADDRESS_HOUR: '2', PHONE_AUTH_PER_ADDRESS: '2' }, () => startTestApp());
    await call(t.app, { method: 'PUT', url: '/api/dev/configs', payload: { vip1_is_login_captcha_open: '0' } });
  });
  afterAll(() => t.close());
  afterEach(() => t.advance(3600));

  it('SMS_PER_ADDRESS_HOUR=2: the third code one address asks for in the hour is refused', async () => {
    const send = (remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/auth/sms?lang=en', payload: { phone: uniqueMember().phone }, remoteAddress });
    expect((await send('198.51.100.31')).statusCode).toBe(200);
    expect((await send('198.51.100.31')).statusCode).toBe(200);
    const third = await send('198.51.100.31');
    expect(third.statusCode).toBe(429);
    expect(third.json<{ message: string }>().message).toBe('Too many codes were requested for this number, please try again later');
    expect(t.sent).toHaveLength(2);
  });

  it('PHONE_AUTH_PER_ADDRESS=2: the third phone login one address tries in the hour is refused', async () => {
    // A second into a fresh hour window (phone-auth-limits.ts), so the three tries count in one.
    t.advance((3600_000 - (t.app.clock().getTime() % 3600_000)) / 1000 + 1);
    const login = () => t.app.inject({ method: 'POST', url: '/api/auth/phone_login?lang=en', payload: { phone: uniqueMember().phone, sms_code: '000000' }, remoteAddress: '198.51.100.32' });
    expect((await login()).statusCode).toBe(422);
    expect((await login()).statusCode).toBe(422);
    expect((await login()).statusCode).toBe(429);
  });
});
