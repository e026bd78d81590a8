// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, countRows, solvedCaptchaKey, startTestApp, type TestApp } from './test-app.ts';

interface Token {
  token_type: string;
  access_token: string;
  expires_at: number;
  expires_in: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function login(name: string, password: string, lang = 'en') {
  const key = await solvedCaptchaKey(t.app);
  return call<Token & { message?: string }>(t.app, { method: 'POST', url: `/api/auth/login?lang=${lang}`, payload: { name, password, key } });
}

describe('login, me and logout', () => {
  it('logs the demo member in with a solved captcha and shows the member', async () => {
    const res = await login('demo01', 'demo123');
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('Bearer');
    expect(res.body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(Math.abs(res.body.expires_at - Date.now() / 1000)).toBeLessThan(5);
    const me = await call(t.app, { method: 'POST', url: '/api/auth/me?lang=en', headers: bearer(res.body) });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ name: 'demo01', money: '1888.00', has_qk_pwd: true, phone: '+86138****0001' });
    expect(JSON.stringify(me.body)).not.toMatch(/hash|scrypt/i);
  });

  it('stores only a hash of the token', async () => {
    const res = await login('demo01', 'demo123');
    let stored: string[] = [];
    await t.database.withConnection(async (sql) => {
      stored = (await sql.rows<{ token_hash: string }>('SELECT token_hash FROM auth_tokens')).map((r) => r.token_hash);
    });
    expect(stored).not.toContain(res.body.access_token);
    expect(stored.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('refuses a login without a solved captcha key while the captcha is on', async () => {
    const none = await call<{ message: string }>(t.app, { method: 'POST', url: '/api/auth/login?lang=en', payload: { name: 'demo01', password: 'demo123' } });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('The slider verification has expired, please verify again');
    const unsolved = await call<{ key: string }>(t.app, { method: 'GET', url: '/api/auth/captcha' });
    const withUnsolved = await call(t.app, { method: 'POST', url: '/api/auth/login', payload: { name: 'demo01', password: 'demo123', key: unsolved.body.key } });
    expect(withUnsolved.status).toBe(422);
  });

  it('does not accept one captcha key twice', async () => {
    const key = await solvedCaptchaKey(t.app);
    const first = await call(t.app, { method: 'POST', url: '/api/auth/login', payload: { name: 'demo01', password: 'demo123', key } });
    const second = await call(t.app, { method: 'POST', url: '/api/auth/login', payload: { name: 'demo01', password: 'demo123', key } });
    expect(first.status).toBe(200);
    expect(second.status).toBe(422);
  });

  it('answers a wrong password in the caller language', async () => {
    const en = await login('demo01', 'wrong999');
    expect(en).toMatchObject({ status: 422, body: { message: 'Incorrect username or password' } });
    const cn = await login('demo01', 'wrong999', 'zh_cn');
    expect(cn.body.message).toBe('用户名或密码错误');
  });

  it('answers 401 on member calls without a valid token, and after logout', async () => {
    for (const headers of [{}, { authorization: 'Bearer nonsense-token-that-is-long-enough' }, { authorization: 'Basic abc' }]) {
      const res = await call<{ message: string }>(t.app, { method: 'POST', url: '/api/auth/me?lang=en', headers });
      expect(res).toEqual({ status: 401, body: { message: 'Your login has expired, please log in again!' } });
    }
    const token = (await login('demo01', 'demo123')).body;
    const out = await call<{ message: string }>(t.app, { method: 'POST', url: '/api/auth/logout?lang=en', headers: bearer(token) });
    expect(out).toEqual({ status: 200, body: { message: 'You have logged out.' } });
    expect((await call(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(token) })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = (await login('demo01', 'demo123')).body;
    t.advance(token.expires_in + 60);
    try {
      expect((await call(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(token) })).status).toBe(401);
    } finally {
      t.advance(-(token.expires_in + 60));
    }
  });

  it('rejects bad login payloads with a message and writes nothing', async () => {
    const tokensBefore = await countRows(t.database, 'auth_tokens');
    const cases: [unknown, string][] = [
      [{ password: 'demo123' }, 'Please enter a username'],
      [{ name: 'abc', password: 'demo123' }, 'The username must be 6 to 12 characters'],
      [{ name: 'a'.repeat(13), password: 'demo123' }, 'The username must be 6 to 12 characters'],
      [{ name: 12345678, password: 'demo123' }, 'Please enter a username'],
      [{ name: "demo01' OR 1=1--", password: 'demo123' }, 'The username must be 6 to 12 characters'],
      [{ name: '<b>demo</b>', password: 'demo123' }, 'The username may only contain letters and numbers'],
      [{ name: 'demo01' }, 'Please enter the password'],
      [{ name: 'demo01', password: 'x'.repeat(13) }, 'The password must be 6 to 12 characters'],
      [{ name: 'demo01', password: ['demo123'] }, 'Please enter the password'],
    ];
    for (const [payload, message] of cases) {
      const res = await call<{ message: string }>(t.app, { method: 'POST', url: '/api/auth/login?lang=en', payload: payload as object });
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.message, JSON.stringify(payload)).toBe(message);
    }
    const huge = await call<{ message: string }>(t.app, {
      method: 'POST',
      url: '/api/auth/login?lang=en',
      payload: { name: 'demo01', password: 'demo123', filler: 'x'.repeat(200_000) },
    });
    expect(huge).toEqual({ status: 413, body: { message: 'The request is too large' } });
    const notJson = await call<{ message: string }>(t.app, {
      method: 'POST',
      url: '/api/auth/login?lang=en',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe('Invalid request');
    expect(await countRows(t.database, 'auth_tokens')).toBe(tokensBefore);
  });

  it('logs in at once when the login captcha is switched off', async () => {
    await call(t.app, { method: 'PUT', url: '/api/dev/configs', payload: { vip1_is_login_captcha_open: '0' } });
    try {
      const res = await call(t.app, { method: 'POST', url: '/api/auth/login', payload: { name: 'demo01', password: 'demo123' } });
      expect(res.status).toBe(200);
    } finally {
      await call(t.app, { method: 'PUT', url: '/api/dev/configs', payload: { vip1_is_login_captcha_open: '1' } });
    }
  });
});

describe('profile update', () => {
  it('updates email and birthday, refuses minors, bad values and empty updates', async () => {
    const token = (await login('demo01', 'demo123')).body;
    const headers = bearer(token);
    const ok = await call(t.app, { method: 'POST', url: '/api/auth/info/update?lang=en', headers, payload: { email: 'demo@example.com', birthday: '1990-05-01' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ email: 'demo@example.com', birthday: '1990-05-01' });
    const year = new Date().getUTCFullYear() - 10;
    const cases: [object, string][] = [
      [{ birthday: `${year}-01-01` }, 'Players must be 18 or older'],
      [{ birthday: '1990-02-31' }, 'Please enter a valid date of birth'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ realname: '<script>alert(1)</script>' }, 'Please enter the name as it appears on your bank card'],
      [{}, 'Nothing to update'],
      [{ realname: 'Someone Else' }, 'The name cannot be changed once set'],
    ];
    for (const [payload, message] of cases) {
      const res = await call<{ message: string }>(t.app, { method: 'POST', url: '/api/auth/info/update?lang=en', headers, payload });
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.message).toBe(message);
    }
    const me = await call(t.app, { method: 'POST', url: '/api/auth/me', headers });
    expect(me.body).toMatchObject({ email: 'demo@example.com', birthday: '1990-05-01', realname: '演示玩家' });
  });

  it('needs a token', async () => {
    expect((await call(t.app, { method: 'POST', url: '/api/auth/info/update', payload: { email: 'a@b.co' } })).status).toBe(401);
  });
});
