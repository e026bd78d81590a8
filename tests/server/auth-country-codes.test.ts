// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonePrefixes } from '../../domain/contracts/auth.ts';
import { bearer, call, smsCode, solvedCaptchaKey, startTestApp, uniqueMember, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let serial = 0;
/** A mobile number no other test uses, under each country code the lobby offers. */
function phoneUnder(prefix: string): string {
  serial += 1;
  const n = `${Date.now() % 100_000}${serial}`.padStart(7, '0').slice(-7);
  const digits = { '+86': `1390${n}`, '+852': `9${n}`, '+1': `415${n}`, '+63': `917${n}` }[prefix];
  if (!digits) throw new Error(`no sample number for ${prefix}`);
  return `${prefix}${digits}`;
}

async function register(phone: string) {
  const { name } = uniqueMember();
  const res = await call<{ access_token: string }>(t.app, {
    method: 'POST',
    url: '/api/auth/register?lang=en',
    payload: {
      name,
      password: 'oldpass1',
      password_confirmation: 'oldpass1',
      qk_pwd: '123456',
      realname: 'Li Lei',
      phone,
      sms_code: await smsCode(t, phone, 'register'),
      key: await solvedCaptchaKey(t.app),
      register_site: 'x.example',
      lang: 'en',
      from_type: 'smart',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { name, token: res.body };
}

const askReset = async (phone: string, lang = 'en') =>
  call<{ message: string }>(t.app, { method: 'POST', url: `/api/auth/sms?lang=${lang}`, payload: { phone, purpose: 'reset', key: await solvedCaptchaKey(t.app) } });

describe('every country code registration offers works for reset and phone login', () => {
  it.each(phonePrefixes.map((p) => [p]))('a %s member gets the reset code, resets, and signs in by phone to the same account', async (prefix) => {
    const phone = phoneUnder(prefix);
    const member = await register(phone);
    t.advance(61);
    const before = t.sent.length;
    expect(await askReset(phone)).toEqual({ status: 200, body: { message: 'The verification code has been sent' } });
    expect(t.sent.slice(before).map((m) => m.phone)).toEqual([phone]);
    const reset = await call<{ message: string }>(t.app, {
      method: 'POST',
      url: '/api/auth/reset_pass?lang=en',
      payload: { phone, sms_code: t.sent.at(-1)!.code, password: 'new123', password_confirmation: 'new123', key: await solvedCaptchaKey(t.app) },
    });
    expect(reset).toEqual({ status: 200, body: { message: 'Password reset, please log in' } });
    const login = await call(t.app, { method: 'POST', url: '/api/auth/login', payload: { name: member.name, password: 'new123', key: await solvedCaptchaKey(t.app) } });
    expect(login.status).toBe(200);

    t.advance(61);
    const quick = await call<{ access_token: string }>(t.app, {
      method: 'POST',
      url: '/api/auth/phone_login',
      payload: { phone, sms_code: await smsCode(t, phone), lang: 'en', key: await solvedCaptchaKey(t.app) },
    });
    expect(quick.status).toBe(200);
    const me = await call<{ name: string }>(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(quick.body) });
    expect(me.body.name).toBe(member.name);
  });

  it("refuses a member's number under another country's code, in the asker's language, instead of answering 'code sent' and texting nobody", async () => {
    // The reported case: a +86 member's digits sent under the reset form's fixed +63.
    const phone = phoneUnder('+86');
    await register(phone);
    t.advance(61);
    const wrongCode = `+63${phone.slice(3)}`;
    const before = t.sent.length;
    const en = await askReset(wrongCode);
    expect(en.status).toBe(422);
    expect(en.body.message).toMatch(/^This is not a mobile number for the chosen country code/);
    expect((await askReset(wrongCode, 'zh_cn')).body.message).toMatch(/^该号码不是所选区号的手机号码/);
    expect((await askReset(wrongCode, 'zh_hk')).body.message).toMatch(/^該號碼不是所選區號的手機號碼/);
    expect(t.sent.length).toBe(before);
    for (const url of ['/api/auth/phone_login?lang=en', '/api/auth/reset_pass?lang=en']) {
      const res = await call<{ message: string }>(t.app, {
        method: 'POST',
        url,
        payload: { phone: wrongCode, sms_code: '000000', password: 'new123', password_confirmation: 'new123', key: await solvedCaptchaKey(t.app) },
      });
      expect(res.status, url).toBe(422);
      expect(res.body.message, url).toMatch(/^This is not a mobile number for the chosen country code/);
    }
  });
});
