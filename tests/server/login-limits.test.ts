// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ADDRESS, loginDelaySeconds } from '../../server/services/login-guard.ts';
import { call, countRows, startTestApp, type TestApp } from './test-app.ts';

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

  const tryLogin = async (name: string, password: string, remoteAddress: string, lang = 'en') => {
    const res = await t.app.inject({ method: 'POST', url: `/api/auth/login?lang=${lang}`, payload: { name, password }, remoteAddress });
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
    const failuresBefore = await countRows(t.database, 'auth_failures');
    for (const seconds of [1, 2, 4, 8]) {
      const refused = await tryLogin('demo01', 'demo123', address, 'zh_cn');
      expect(refused).toMatchObject({ status: 429, body: { message: `登录失败次数过多，请${seconds}秒后再试` }, retryAfter: String(seconds) });
      wait(seconds - 1);
      expect((await tryLogin('demo01', 'wrong999', address)).status, `${seconds - 1} s into ${seconds}`).toBe(429);
      expect(await countRows(t.database, 'auth_failures')).toBe(failuresBefore + 2 * (Math.log2(seconds)));
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

  it('caps one address over all names, then frees it when the window has passed', async () => {
    const address = '203.0.113.88';
    for (let n = 0; n < LOGIN_FAILURES_PER_ADDRESS; n += 1) {
      expect((await tryLogin(`ghost${String(n).padStart(3, '0')}`, 'wrong999', address)).status).toBe(422);
    }
    const capped = await tryLogin('demo01', 'demo123', address);
    expect(capped.status).toBe(429);
    expect(capped.body.message).toMatch(/^Too many failed attempts, please try again in (89\d|900) s$/);
    expect((await tryLogin('demo01', 'demo123', '203.0.113.89')).status).toBe(200);
    wait(15 * 60 + 1);
    expect((await tryLogin('demo01', 'demo123', address)).status).toBe(200);
  });
});
