// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { parseTrustProxy } from '../../server/services/guards/client-address.ts';
import { PHONE_AUTH_PER_ADDRESS } from '../../server/services/accounts/phone-auth-limits.ts';
import { call } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';

/*
 * Every limit keys on request.ip. Once, TRUST_PROXY=1 believed the left-most
 * X-Forwarded-For entry, which the client writes itself.
 */

let database: Database;
let drop: () => Promise<void>;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await drop();
});

/** An app that believes `trustProxy`, with a route that says whom it sees. */
async function appTrusting(trustProxy: string): Promise<FastifyInstance> {
  const app = await buildApp({ database, devEndpoints: true, trustProxy });
  app.get('/whoami', async (request) => ({ ip: request.ip }));
  apps.push(app);
  return app;
}

const seen = async (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  (await app.inject({ method: 'GET', url: '/whoami', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })).json<{ ip: string }>().ip;

describe('TRUST_PROXY', () => {
  it('reads unset and 0 as no proxy, a number as hops, a list as addresses, and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' 0 ')).toBe(false);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'loopback']);
    const twoHops = parseTrustProxy('2');
    expect(typeof twoHops).toBe('function');
    for (const value of ['true', 'yes', '10.0.0.0/8;1.2.3.4', 'proxy.example']) expect(() => parseTrustProxy(value), value).toThrow(/TRUST_PROXY/);
  });

  it('with one hop takes the right-most entry: a forged left-most one changes nothing', async () => {
    const app = await appTrusting('1');
    expect(await seen(app, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(await seen(app, '10.0.0.2', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seen(app, '10.0.0.2', '1.1.1.1, 2.2.2.2, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seen(app, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('with two hops skips both proxies and nothing more', async () => {
    const app = await appTrusting('2');
    expect(await seen(app, '10.0.0.2', '198.51.100.1, 203.0.113.9, 10.0.0.3')).toBe('203.0.113.9');
  });

  it('with a list takes the right-most address that is not a listed proxy; an unlisted peer is the client whatever it forwards', async () => {
    const app = await appTrusting('10.0.0.0/8,127.0.0.1');
    expect(await seen(app, '10.0.0.2', '198.51.100.1, 203.0.113.9, 10.0.0.3')).toBe('203.0.113.9');
    expect(await seen(app, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(await seen(app, '198.51.100.77', '203.0.113.9')).toBe('198.51.100.77');
  });

  it('keeps the phone login limit on the real client however the left-most entry is forged, and a forger cannot spend another address', async () => {
    const app = await appTrusting('1');
    await call(app, { method: 'PUT', url: '/api/dev/configs', payload: { vip1_is_login_captcha_open: '0' } });
    const tryFrom = async (forwardedFor: string, n: number) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/phone_login?lang=en',
          payload: { phone: `+8613${String(700000000 + n)}`, sms_code: '000000' },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': forwardedFor },
        })
      ).statusCode;
    try {
      // The attacker (203.0.113.66) claims to be someone else on every try, the victim's address included.
      for (let n = 1; n <= PHONE_AUTH_PER_ADDRESS; n += 1) expect(await tryFrom(`${n % 2 ? '203.0.113.7' : `198.51.100.${n}`}, 203.0.113.66`, n), `try ${n}`).toBe(422);
      expect(await tryFrom('192.0.2.1, 203.0.113.66', 100)).toBe(429);
      expect(await tryFrom('203.0.113.7', 101)).toBe(422);
    } finally {
      await call(app, { method: 'PUT', url: '/api/dev/configs', payload: { vip1_is_login_captcha_open: '1' } });
    }
  });
});
