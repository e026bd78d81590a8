// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PHONE_AUTH_PER_ADDRESS, PHONE_AUTH_PER_PHONE, PHONE_AUTH_WINDOW_MINUTES } from '../../server/services/accounts/phone-auth-limits.ts';
import { call, smsCode, solvedCaptchaKey, startTestApp, uniqueMember, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const windowMs = PHONE_AUTH_WINDOW_MINUTES * 60_000;
let moved = 0;
const wait = (seconds: number) => {
  t.advance(seconds);
  moved += seconds;
};
// Each test starts a second into a fresh window, so no count of it straddles two windows.
beforeEach(() => wait((windowMs - (t.app.clock().getTime() % windowMs)) / 1000 + 1));
afterEach(() => {
  t.advance(-moved);
  moved = 0;
});

type Form = 'phone_login' | 'reset_pass';
const attempt = async (form: Form, phone: string, remoteAddress: string, extra: { sms_code?: string; key?: string; lang?: string } = {}) => {
  const { sms_code = '000000', key, lang = 'en' } = extra;
  const payload = form === 'phone_login' ? { phone, sms_code, key } : { phone, sms_code, key, password: 'new123', password_confirmation: 'new123' };
  const res = await t.app.inject({ method: 'POST', url: `/api/auth/${form}?lang=${lang}`, payload, remoteAddress });
  return { status: res.statusCode, message: res.json<{ message?: string }>().message, retryAfter: res.headers['retry-after'] };
};

describe('phone login and reset limits, captcha off (only the counts decide)', () => {
  beforeAll(async () => {
    await call(t.app, { method: 'PUT', url: '/api/dev/configs', payload: { vip1_is_login_captcha_open: '0' } });
  });
  afterAll(async () => {
    await call(t.app, { method: 'PUT', url: '/api/dev/configs', payload: { vip1_is_login_captcha_open: '1' } });
  });

  it(`allows ${PHONE_AUTH_PER_PHONE} tries an hour per phone over both forms and all addresses, then says how long to wait`, async () => {
    const { phone } = uniqueMember();
    const other = uniqueMember().phone;
    for (let n = 1; n <= PHONE_AUTH_PER_PHONE; n += 1) {
      const res = await attempt(n % 2 ? 'phone_login' : 'reset_pass', phone, `198.51.100.${n}`);
      expect(res, `try ${n}`).toMatchObject({ status: 422, message: 'The verification code is wrong or has expired' });
    }
    const code = await smsCode(t, phone);
    wait(60);
    const refused = await attempt('phone_login', phone, '198.51.100.200', { sms_code: code });
    expect(refused).toMatchObject({ status: 429, message: `Too many attempts, please try again in ${PHONE_AUTH_WINDOW_MINUTES - 1} min` });
    // The rest of the window: it began 61 s ago on the server's clock, which also runs on while the test does.
    expect(Number(refused.retryAfter)).toBeGreaterThan((PHONE_AUTH_WINDOW_MINUTES - 2) * 60);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual((PHONE_AUTH_WINDOW_MINUTES - 1) * 60 - 1);
    expect(await attempt('reset_pass', phone, '198.51.100.201', { sms_code: code, lang: 'zh_cn' })).toMatchObject({ status: 429, message: '尝试次数过多，请59分钟后再试' });
    expect((await attempt('phone_login', other, '198.51.100.200')).status).toBe(422);
    wait(PHONE_AUTH_WINDOW_MINUTES * 60);
    const fresh = await smsCode(t, phone);
    expect((await attempt('phone_login', phone, '198.51.100.200', { sms_code: fresh })).status).toBe(200);
  });

  it(`allows ${PHONE_AUTH_PER_ADDRESS} tries an hour per address over all phones; its refused tries spend no phone's tries`, async () => {
    const sprayer = '203.0.113.50';
    for (let n = 1; n <= PHONE_AUTH_PER_ADDRESS; n += 1) {
      expect((await attempt('phone_login', uniqueMember().phone, sprayer)).status, `try ${n}`).toBe(422);
    }
    const { phone } = uniqueMember();
    for (let n = 1; n <= PHONE_AUTH_PER_PHONE + 5; n += 1) {
      expect(await attempt(n % 2 ? 'phone_login' : 'reset_pass', phone, sprayer)).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many attempts/) });
    }
    const code = await smsCode(t, phone);
    const member = await call<{ access_token?: string }>(t.app, { method: 'POST', url: '/api/auth/phone_login', payload: { phone, sms_code: code }, remoteAddress: '198.51.100.9' });
    expect(member.status).toBe(200);
    expect(member.body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('lets exactly the cap through when tries for one phone race', async () => {
    const { phone } = uniqueMember();
    const replies = await Promise.all(Array.from({ length: PHONE_AUTH_PER_PHONE * 2 }, (_, i) => attempt('phone_login', phone, `192.0.2.${i + 1}`)));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 422)).toHaveLength(PHONE_AUTH_PER_PHONE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(PHONE_AUTH_PER_PHONE);
  });
});

describe('phone login and reset limits, captcha on', () => {
  it('does not count tries without a solved captcha, so nobody without puzzles can use up a phone', async () => {
    const { phone } = uniqueMember();
    for (let n = 1; n <= PHONE_AUTH_PER_ADDRESS + 5; n += 1) {
      const res = await attempt(n % 2 ? 'phone_login' : 'reset_pass', phone, '203.0.113.60', { key: n % 3 ? undefined : 'not-a-solved-key-123' });
      expect(res, `try ${n}`).toMatchObject({ status: 422, message: 'The slider verification has expired, please verify again' });
    }
    const code = await smsCode(t, phone);
    const res = await attempt('phone_login', phone, '203.0.113.60', { sms_code: code, key: await solvedCaptchaKey(t.app) });
    expect(res.status).toBe(200);
  });
});
