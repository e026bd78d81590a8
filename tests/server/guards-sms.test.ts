// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeSmsCode, SMS_MAX_ATTEMPTS } from '../../server/services/accounts/sms-codes.ts';
import { bearer, call, smsCode, startTestApp, uniqueMember, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Only the SMS code guard decides here; the captcha and the per-phone count have their own tests.
  await call(t.app, { method: 'PUT', url: '/api/dev/configs', payload: { vip1_is_login_captcha_open: '0' } });
});
afterAll(() => t.close());

const phoneLogin = (phone: string, sms_code: string, remoteAddress: string) =>
  t.app
    .inject({ method: 'POST', url: '/api/auth/phone_login?lang=en', payload: { phone, sms_code, lang: 'en' }, remoteAddress })
    .then((res) => ({ status: res.statusCode, body: res.json<{ message?: string; access_token?: string }>() }));
const wrongCode = (code: string, n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

describe('a stranger guessing a member SMS code', () => {
  it('uses up only the tries of the stranger address: the member right code from their own address still works', async () => {
    const { phone } = uniqueMember();
    const code = await smsCode(t, phone);
    for (let n = 0; n < SMS_MAX_ATTEMPTS; n += 1) {
      expect(await phoneLogin(phone, wrongCode(code, n), '203.0.113.5')).toEqual({ status: 422, body: { message: 'The verification code is wrong or has expired' } });
    }
    // Even the right code is refused from the address that spent its share.
    expect((await phoneLogin(phone, code, '203.0.113.5')).status).toBe(422);
    const member = await phoneLogin(phone, code, '198.51.100.5');
    expect(member.status).toBe(200);
    expect((await call(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer({ access_token: member.body.access_token! }) })).status).toBe(200);
    // A spent code is spent for everyone.
    expect((await phoneLogin(phone, code, '198.51.100.6')).status).toBe(422);
  });

  it('from several addresses still leaves the member a try of their own, and the member own typos count for them alone', async () => {
    // Through the service: the route also caps tries per phone and hour, which is not this guard.
    const { phone } = uniqueMember();
    const code = await smsCode(t, phone);
    const tryCode = (sms: string, address: string) =>
      consumeSmsCode(t.database.db, phone, sms, new Date(), address).then(
        () => 200,
        (error: { statusCode?: number }) => error.statusCode ?? 500,
      );
    for (const address of ['203.0.113.6', '203.0.113.7', '203.0.113.8']) {
      for (let n = 0; n < SMS_MAX_ATTEMPTS; n += 1) expect(await tryCode(wrongCode(code, n), address)).toBe(422);
    }
    expect(await tryCode(wrongCode(code, 99), '198.51.100.7')).toBe(422);
    expect(await tryCode(code, '198.51.100.7')).toBe(200);
  });
});
