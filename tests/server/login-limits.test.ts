// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addressDelaySeconds, LOGIN_ADDRESS_MAX_DELAY_SECONDS, LOGIN_FAILURES_PER_ADDRESS, loginDelaySeconds } from '../../server/services/accounts/login-guard.ts';
import type { Database } from '../../server/db/client.ts';
import { call, solvedCaptchaKey, startTestApp, type TestApp } from './test-app.ts';

/** Every guard counter as stored, to show that a refused try writes nothing. */
async function guardRows(database: Database) {
  return database.withConnection((sql) => sql.rows('SELECT scope, subject, tries, window_start, last_at FROM guard_counters ORDER BY scope, subject'));
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('failed login limits (per address and name, growing delays)', () => {
  // The captcha is off here so only the login guard decides; the puzzle has its own limit.
  beforeAll(async () => {
    await call(t.app, { method: 'PUT', url: '/api/dev/configs', payload: { vip1_is_login_captcha_open: '0' } });
  });
  afterAll(async () => {
    await call(t.app, { method: 'PUT', url: '/api/dev/configs', payload: { vip1_is_login_captcha_open: '1' } });
  });

  let moved = 0;
  const wait = (seconds: number) => {
    t.advance(seconds);
    moved += seconds;
  };
  afterEach(() => {
    t.advance(-moved);
    moved = 0;
  });

  const tryLogin = async (name: string, password: string, remoteAddress: string, lang = 'en', key?: string) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/auth/login?lang=${lang}`, payload: { name, password, key }, remoteAddress });
    return { status: res.statusCode, body: res.json<{ message?: string; access_token?: string }>(), retryAfter: res.headers['retry-after'] };
  };

  it('lets the real member in from another address after a stranger failed 10 times', async () => {
    for (let n = 1; n <= 10; n += 1) {
      expect((await tryLogin('demo01', `guess${n}x`, '203.0.113.66')).status, `failure ${n}`).toBe(422);
      if (n < 10) wait(loginDelaySeconds(n));
    }
    const stranger = await tryLogin('demo01', 'demo123', '203.0.113.66');
    expect(stranger).toMatchObject({ status: 429, body: { message: 'Too many failed attempts, please try again in 128 s' }, retryAfter: '128' });
    const member = await tryLogin('DEMO01', 'demo123', '198.51.100.7');
    expect(member.status).toBe(200);
    expect(member.body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('makes the same address wait 1, 2, 4 s … after its third failure for one name, writing nothing while refused', async () => {
    const address = '203.0.113.77';
    for (let n = 1; n <= 3; n += 1) expect((await tryLogin('demo01', 'wrong999', address)).status).toBe(422);
    for (const seconds of [1, 2, 4, 8]) {
      const counted = await guardRows(t.database);
      const refused = await tryLogin('demo01', 'demo123', address, 'zh_cn');
      expect(refused).toMatchObject({ status: 429, body: { message: `登录失败次数过多，请${seconds}秒后再试` }, retryAfter: String(seconds) });
      wait(seconds - 1);
      expect((await tryLogin('demo01', 'wrong999', address)).status, `${seconds - 1} s into ${seconds}`).toBe(429);
      expect(await guardRows(t.database)).toEqual(counted);
      wait(1);
      expect((await tryLogin('demo01', 'wrong999', address)).status).toBe(422);
    }
    // Another name from the same address starts free; the right password clears this pair.
    expect((await tryLogin('nobody77', 'wrong999', address)).status).toBe(422);
    wait(16);
    expect((await tryLogin('demo01', 'demo123', address)).status).toBe(200);
    for (let n = 1; n <= 3; n += 1) expect((await tryLogin('demo01', 'wrong999', address)).status).toBe(422);
    expect((await tryLogin('demo01', 'wrong999', address)).status).toBe(429);
  });

  it('past an address cap over all names, asks that address for a captcha and a wait of at most 60 s, and lets the right password in', async () => {
    const address = '203.0.113.88';
    for (let n = 0; n < LOGIN_FAILURES_PER_ADDRESS; n += 1) {
      expect((await tryLogin(`ghost${String(n).padStart(3, '0')}`, 'wrong999', address)).status).toBe(422);
    }
    // The stranger keeps going with solved captchas: each failure doubles the address's wait, up to 60 s.
    for (let n = LOGIN_FAILURES_PER_ADDRESS; n < LOGIN_FAILURES_PER_ADDRESS + 8; n += 1) {
      const seconds = addressDelaySeconds(n);
      expect(await tryLogin('ghost999', 'wrong999', address)).toMatchObject({ status: 429, retryAfter: String(seconds) });
      wait(seconds);
      expect((await tryLogin('ghost999', 'wrong999', address, 'en', await solvedCaptchaKey(t.app))).status).toBe(422);
    }
    expect(addressDelaySeconds(LOGIN_FAILURES_PER_ADDRESS + 7)).toBe(LOGIN_ADDRESS_MAX_DELAY_SECONDS);
    // The member behind the same address: never more than a minute, then a captcha, then in.
    const waiting = await tryLogin('demo01', 'demo123', address);
    expect(waiting).toMatchObject({ status: 429, body: { message: 'Too many failed attempts, please try again in 60 s' }, retryAfter: '60' });
    wait(60);
    expect(await tryLogin('demo01', 'demo123', address)).toMatchObject({
      status: 422,
      body: { message: 'Too many failed logins from your network: please complete the slider verification first' },
    });
    const member = await tryLogin('demo01', 'demo123', address, 'en', await solvedCaptchaKey(t.app));
    expect(member.status).toBe(200);
    expect(member.body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // Another address is not concerned at all.
    expect((await tryLogin('demo01', 'demo123', '203.0.113.89')).status).toBe(200);
    // When the window has passed the address starts free again: no captcha asked.
    wait(15 * 60 + 1);
    expect((await tryLogin('demo01', 'demo123', address)).status).toBe(200);
  });
});
