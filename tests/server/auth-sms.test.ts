// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_PER_PAIR_HOUR, SMS_PER_PHONE_HOUR } from '../../server/services/accounts/sms-codes.ts';
import { bearer, call, countRows, smsCode, solvedCaptchaKey, startTestApp, uniqueMember, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Asks for a code as the lobby does: a freshly solved slider first, unless `key` is given (null: none). */
const sms = async (phone: unknown, options: { lang?: string; key?: string | null; address?: string } = {}) => {
  const { lang = 'en', address } = options;
  const key = options.key === undefined ? await solvedCaptchaKey(t.app) : (options.key ?? undefined);
  return call<{ message: string }>(t.app, { method: 'POST', url: `/api/auth/sms?lang=${lang}`, payload: { phone, key }, remoteAddress: address });
};
const captchaExpired = 'The slider verification has expired, please verify again';

describe('SMS codes', () => {
  it(`sends a 6-digit code, at most once per 60 s and ${SMS_PER_PAIR_HOUR} times an hour per phone from one address`, async () => {
    const { phone } = uniqueMember();
    expect(await sms(phone)).toEqual({ status: 200, body: { message: 'The verification code has been sent' } });
    expect(t.sent.at(-1)).toMatchObject({ phone, code: expect.stringMatching(/^\d{6}$/) });
    const soon = await sms(phone);
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/try again in \d+ s/);
    for (let i = 1; i < SMS_PER_PAIR_HOUR; i += 1) {
      t.advance(61);
      expect((await sms(phone)).status).toBe(200);
    }
    t.advance(61);
    expect(await sms(phone)).toEqual({ status: 429, body: { message: 'Too many codes were requested for this number, please try again later' } });
  });

  it('sends nothing without a freshly solved slider, and the refused tries spend no quota', async () => {
    const { phone } = uniqueMember();
    const before = t.sent.length;
    const used = await solvedCaptchaKey(t.app);
    expect((await sms(phone, { key: used })).status).toBe(200);
    t.advance(61);
    for (const key of [null, 'not-a-solved-key-123', used]) {
      expect(await sms(phone, { key }), String(key)).toEqual({ status: 422, body: { message: captchaExpired } });
    }
    expect(await sms(phone, { key: null, lang: 'zh_hk' })).toEqual({ status: 422, body: { message: '滑塊驗證已失效，請重新驗證' } });
    expect(t.sent.length - before).toBe(1);
    for (let i = 1; i < SMS_PER_PAIR_HOUR; i += 1) {
      expect((await sms(phone)).status).toBe(200);
      t.advance(61);
    }
  });

  it('a stranger address asking for codes for a phone every 61 s spends only its own share: the owner still gets a code', async () => {
    // demo01's phone, as in the reported case.
    const phone = '+8613800000001';
    const stranger = '203.0.113.90';
    for (let i = 0; i < SMS_PER_PAIR_HOUR; i += 1) {
      t.advance(61);
      expect((await sms(phone, { address: stranger })).status, `send ${i + 1}`).toBe(200);
    }
    t.advance(61);
    expect((await sms(phone, { address: stranger })).status).toBe(429);
    const before = t.sent.length;
    expect(await sms(phone, { address: '198.51.100.90' })).toEqual({ status: 200, body: { message: 'The verification code has been sent' } });
    expect(t.sent.slice(before)).toEqual([{ phone, code: expect.stringMatching(/^\d{6}$/) }]);
    t.advance(61);
    expect((await sms(phone, { address: stranger })).status).toBe(429);
    t.advance(61);
  });

  it(`texts one phone at most ${SMS_PER_PHONE_HOUR} times an hour over all addresses: more than one address's share`, async () => {
    const { phone } = uniqueMember();
    expect(SMS_PER_PHONE_HOUR).toBeGreaterThanOrEqual(3 * SMS_PER_PAIR_HOUR);
    for (let i = 0; i < SMS_PER_PHONE_HOUR; i += 1) {
      expect((await sms(phone, { address: `198.51.101.${Math.floor(i / SMS_PER_PAIR_HOUR)}` })).status, `send ${i + 1}`).toBe(200);
      t.advance(61);
    }
    expect(await sms(phone, { address: '198.51.101.99' })).toEqual({ status: 429, body: { message: 'Too many codes were requested for this number, please try again later' } });
  });

  it('the dev inbox shows the last code sent through the console transport', async () => {
    const { phone } = uniqueMember();
    await sms(phone);
    const inbox = await call<{ code: string }>(t.app, { method: 'GET', url: `/api/dev/sms?phone=${encodeURIComponent(phone)}` });
    // Tests swap the transport, so the console outbox stays empty here; the e2e run reads it.
    expect(inbox.status).toBe(404);
  });

  it('refuses phones without a country prefix or with junk, and sends nothing', async () => {
    const before = t.sent.length;
    for (const phone of ['', '13800000000', '+86123', '+8613800000000000', '<script>', 13800000000, null]) {
      const res = await sms(phone);
      expect(res.status, String(phone)).toBe(422);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
    expect(t.sent.length).toBe(before);
    expect((await sms('', { lang: 'zh_cn' })).body.message).toBe('请输入手机号码');
  });
});

describe('phone login and password reset', () => {
  it('logs in by phone, creating the account the first time', async () => {
    const { phone } = uniqueMember();
    const code = await smsCode(t, phone);
    const res = await call<{ access_token: string }>(t.app, {
      method: 'POST',
      url: '/api/auth/phone_login',
      payload: { phone, sms_code: code, lang: 'en', register_site: 'x.example', key: await solvedCaptchaKey(t.app) },
    });
    expect(res.status).toBe(200);
    const me = await call<{ phone: string }>(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(res.body) });
    expect(me.body.phone).toMatch(/\*\*\*\*/);
    const reuse = await call(t.app, { method: 'POST', url: '/api/auth/phone_login', payload: { phone, sms_code: code, lang: 'en', key: await solvedCaptchaKey(t.app) } });
    expect(reuse.status).toBe(422);
  });

  it('caps wrong guesses on one code', async () => {
    const { phone } = uniqueMember();
    const code = await smsCode(t, phone);
    for (let i = 0; i < 5; i += 1) {
      const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const res = await call(t.app, { method: 'POST', url: '/api/auth/phone_login', payload: { phone, sms_code: wrong, lang: 'en', key: await solvedCaptchaKey(t.app) } });
      expect(res.status).toBe(422);
    }
    const right = await call(t.app, { method: 'POST', url: '/api/auth/phone_login', payload: { phone, sms_code: code, lang: 'en', key: await solvedCaptchaKey(t.app) } });
    expect(right.status).toBe(422);
  });

  it('resets a password with a code, signs out old sessions, and the new password works', async () => {
    const { name, phone } = uniqueMember();
    const reg = await call<{ access_token: string }>(t.app, {
      method: 'POST',
      url: '/api/auth/register',
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
    expect(reg.status).toBe(200);
    t.advance(61);
    const code = await smsCode(t, phone);
    const wrong = await call<{ message: string }>(t.app, {
      method: 'POST',
      url: '/api/auth/reset_pass?lang=en',
      payload: { phone, sms_code: code, password: 'new123', password_confirmation: 'new124', key: await solvedCaptchaKey(t.app) },
    });
    expect(wrong.body.message).toBe('The two passwords entered do not match!');
    // Reset follows the rule of every new password: letters only is refused and leaves the code usable.
    const lettersOnly = await call<{ message: string }>(t.app, {
      method: 'POST',
      url: '/api/auth/reset_pass?lang=en',
      payload: { phone, sms_code: code, password: 'abcdef', password_confirmation: 'abcdef', key: await solvedCaptchaKey(t.app) },
    });
    expect(lettersOnly).toEqual({ status: 422, body: { message: 'The password must be 6 to 12 letters and digits, with at least one letter and one digit' } });
    const ok = await call<{ message: string }>(t.app, {
      method: 'POST',
      url: '/api/auth/reset_pass?lang=en',
      payload: { phone, sms_code: code, password: 'new123', password_confirmation: 'new123', key: await solvedCaptchaKey(t.app) },
    });
    expect(ok).toEqual({ status: 200, body: { message: 'Password reset, please log in' } });
    expect((await call(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(reg.body) })).status).toBe(401);
    const login = await call(t.app, { method: 'POST', url: '/api/auth/login', payload: { name, password: 'new123', key: await solvedCaptchaKey(t.app) } });
    expect(login.status).toBe(200);
  });

  it('refuses phone login and reset without a solved captcha, leaving the code unspent', async () => {
    const { phone } = uniqueMember();
    const code = await smsCode(t, phone);
    const reset = { phone, sms_code: code, password: 'new123', password_confirmation: 'new123' };
    for (const key of [undefined, 'not-a-solved-key-123']) {
      const login = await call<{ message: string }>(t.app, { method: 'POST', url: '/api/auth/phone_login?lang=en', payload: { phone, sms_code: code, key } });
      expect(login).toEqual({ status: 422, body: { message: 'The slider verification has expired, please verify again' } });
      const res = await call<{ message: string }>(t.app, { method: 'POST', url: '/api/auth/reset_pass?lang=en', payload: { ...reset, key } });
      expect(res).toEqual({ status: 422, body: { message: 'The slider verification has expired, please verify again' } });
    }
    const login = await call(t.app, { method: 'POST', url: '/api/auth/phone_login', payload: { phone, sms_code: code, key: await solvedCaptchaKey(t.app) } });
    expect(login.status).toBe(200);
  });

  it('answers a reset for an unknown phone as for a known one, and texts nothing to it', async () => {
    const known = '+8613800000001';
    const unknown = uniqueMember().phone;
    const membersBefore = await countRows(t.database, 'members');
    const ask = async (phone: string) => call<{ message: string }>(t.app, { method: 'POST', url: '/api/auth/sms?lang=en', payload: { phone, purpose: 'reset', key: await solvedCaptchaKey(t.app) } });
    const sentBefore = t.sent.length;
    const first = [await ask(known), await ask(unknown)];
    expect(first[1]).toEqual(first[0]);
    expect(first[0]).toEqual({ status: 200, body: { message: 'The verification code has been sent' } });
    expect(t.sent.slice(sentBefore).map((m) => m.phone)).toEqual([known]);
    // Asking again within the minute is refused alike: the unknown phone's silent code counts too.
    const againKnown = await ask(known);
    expect(againKnown.status).toBe(429);
    expect(await ask(unknown)).toEqual(againKnown);
    const reset = async (phone: string) =>
      call<{ message: string }>(t.app, {
        method: 'POST',
        url: '/api/auth/reset_pass?lang=en',
        payload: { phone, sms_code: '000000', password: 'new123', password_confirmation: 'new123', key: await solvedCaptchaKey(t.app) },
      });
    const answers = [await reset(known), await reset(unknown)];
    expect(answers[0]).toEqual({ status: 422, body: { message: 'The verification code is wrong or has expired' } });
    expect(answers[1]).toEqual(answers[0]);
    expect(await countRows(t.database, 'members')).toBe(membersBefore);
  });

  it('answers a reset for a phone without an account, proven by its code, as done and writes nothing', async () => {
    const { phone } = uniqueMember();
    const code = await smsCode(t, phone);
    const membersBefore = await countRows(t.database, 'members');
    const res = await call<{ message: string }>(t.app, {
      method: 'POST',
      url: '/api/auth/reset_pass?lang=en',
      payload: { phone, sms_code: code, password: 'new123', password_confirmation: 'new123', key: await solvedCaptchaKey(t.app) },
    });
    expect(res).toEqual({ status: 200, body: { message: 'Password reset, please log in' } });
    expect(await countRows(t.database, 'members')).toBe(membersBefore);
  });
});
