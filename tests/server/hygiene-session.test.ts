// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { members } from '../../server/db/schema/index.ts';
import { hashSecret } from '../../server/services/accounts/passwords.ts';
import { issueToken } from '../../server/services/accounts/tokens.ts';
import { bearer, call, loginDemo, newMember, startTestApp, type Token } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const db = t.database.db;

describe('member routes authenticate before they validate', () => {
  it.each(['/game/deposit', '/drawing', '/recharge/normal', '/yuebao/deposit', '/member/bank', '/member/feedback'])('%s answers a visitor 401 whatever the body', async (url) => {
    for (const payload of [{}, { money: 'x' }]) {
      const res = await call(t.app, { method: 'POST', url: `/api${url}?lang=en`, payload });
      expect(res).toEqual({ status: 401, body: { message: expect.any(String) } });
    }
    const badToken = await call(t.app, { method: 'POST', url: `/api${url}`, headers: { authorization: `Bearer ${'x'.repeat(43)}` }, payload: {} });
    expect(badToken.status).toBe(401);
  });

  it('still validates a member body with 422', async () => {
    const m = await newMember(t);
    expect((await call(t.app, { method: 'POST', url: '/api/game/deposit', headers: bearer(m.token), payload: {} })).status).toBe(422);
  });
});

describe('Cache-Control: no-store', () => {
  it('is on the login reply that carries the token and on replies to calls with a token', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { name: 'nobody', password: 'x' } });
    expect(login.headers['cache-control']).toBe('no-store');
    const demo = await loginDemo(t.app);
    expect(demo.access_token).toEqual(expect.any(String));
    const m = await newMember(t);
    for (const [method, url] of [['POST', '/api/auth/me'], ['GET', '/api/member/bank'], ['GET', '/api/fair/seeds']] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(m.token), ...(method === 'POST' ? { payload: {} } : {}) });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-store']);
    }
  });

  it('leaves the ETag revalidation of public lists alone, with or without a token', async () => {
    const m = await newMember(t);
    for (const headers of [{}, bearer(m.token)]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/system/notices', headers });
      expect(res.headers.etag).toEqual(expect.any(String));
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});

/** A member who signed in with a password, launched the demo game, and holds its cookie. */
async function launched(token: Token) {
  const { url } = (await call<{ url: string }>(t.app, { method: 'GET', url: '/api/game/login?api_code=rl_slot_starforge&lang=en', headers: bearer(token) })).body;
  return { url, page: await t.app.inject({ method: 'GET', url }) };
}
const cookieOf = (page: { headers: Record<string, unknown> }) => String(page.headers['set-cookie']).split(';')[0]!;
const table = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/demo-game/table', headers: { cookie } });

describe("the demo game's cookie", () => {
  it('dies with the login it came from (logout)', async () => {
    const m = await newMember(t);
    const other = await issueToken(db, m.id, new Date());
    const { page } = await launched(m.token);
    const cookie = cookieOf(page);
    expect((await table(cookie)).statusCode).toBe(200);
    const fromOther = cookieOf((await launched(other)).page);
    expect((await call(t.app, { method: 'POST', url: '/api/auth/logout', headers: bearer(m.token) })).status).toBe(200);
    expect((await table(cookie)).statusCode).toBe(404);
    const bet = await t.app.inject({ method: 'POST', url: '/api/demo-game/bet', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'stake=1.00&key=' + '0'.repeat(32) });
    expect(bet.statusCode).toBe(404);
    // The other device's game goes on.
    expect((await table(fromOther)).statusCode).toBe(200);
  });

  it('dies when a password change on another device ends its login', async () => {
    const m = await newMember(t);
    await db.update(members).set({ passwordHash: await hashSecret('oldpass1') }).where(eq(members.id, m.id));
    const other = await issueToken(db, m.id, new Date());
    const cookie = cookieOf((await launched(m.token)).page);
    const change = await call(t.app, { method: 'POST', url: '/api/member/password/modify', headers: bearer(other), payload: { old_password: 'oldpass1', password: 'newpass1', password_confirmation: 'newpass1' } });
    expect(change.status).toBe(200);
    expect((await table(cookie)).statusCode).toBe(404);
  });

  it('is Secure when the page was asked for over https, and not over plain http', async () => {
    const m = await newMember(t);
    const { url } = (await call<{ url: string }>(t.app, { method: 'GET', url: '/api/game/login?api_code=rl_slot_starforge', headers: bearer(m.token) })).body;
    // The test server trusts no proxy, so a forged X-Forwarded-Proto changes nothing.
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
    expect(String(plain.headers['set-cookie'])).not.toContain('Secure');
    expect(plain.headers['cache-control']).toBe('no-store');

    // Behind a trusted proxy that terminated https.
    const proxied = await buildApp({ database: t.database, trustProxy: '1' });
    try {
      const again = (await call<{ url: string }>(proxied, { method: 'GET', url: '/api/game/login?api_code=rl_slot_starforge', headers: bearer(m.token) })).body.url;
      const secure = await proxied.inject({ method: 'GET', url: again, headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' } });
      expect(secure.statusCode).toBe(200);
      expect(String(secure.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    } finally {
      await proxied.close();
    }
  });
});
