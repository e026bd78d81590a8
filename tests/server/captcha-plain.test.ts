// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaPow } from '../../domain/contracts/captcha-types.ts';
import { captchas } from '../../server/db/schema/index.ts';
import { bearer, call, smsCode, startTestApp, uniqueMember, type DevCaptchaAnswer, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ captcha: { plainPerHour: 1000 } });
});
afterAll(() => t.close());

type PlainReply = { code: number; key: string; pow: { parameters: Record<string, unknown>; signature: string }; expires_in: number };
const plain = () => call<PlainReply>(t.app, { method: 'POST', url: '/api/auth/captcha/plain' });
const powOf = async (key: string) => (await call<DevCaptchaAnswer>(t.app, { method: 'GET', url: `/api/dev/captcha/${key}` })).body.pow;
const check = (payload: Record<string, unknown>) => call<unknown>(t.app, { method: 'POST', url: '/api/auth/check?lang=en', payload });

/** A plain key passed on its proof-of-work alone, as the non-visual path of the dialog does. */
async function plainKey(): Promise<string> {
  const { key } = (await plain()).body;
  expect(await check({ key, pow: await powOf(key) })).toEqual({ status: 200, body: 'ok' });
  return key;
}

describe('the non-visual captcha path', () => {
  it('issues a key with a harder proof-of-work and no picture', async () => {
    const res = await plain();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['code', 'expires_in', 'key', 'pow']);
    expect(res.body).toMatchObject({ code: 200, expires_in: 300 });
    const [row] = await t.database.db.select().from(captchas).where(eq(captchas.key, res.body.key));
    expect(row).toMatchObject({ kind: 'plain', gapX: null });
    // The plain range of tries lies above the slider's.
    expect(captchaPow.plainCounterMin).toBeGreaterThan(captchaPow.counterMax);
    expect(row!.powCounter).toBeGreaterThanOrEqual(captchaPow.plainCounterMin);
    expect(row!.powCounter).toBeLessThanOrEqual(captchaPow.plainCounterMax);
  });

  it('passes on the proof-of-work alone (an offset, if sent, is not looked at); a wrong pow fails and spends it', async () => {
    const a = (await plain()).body.key;
    expect(await check({ key: a, tn_r: 7, pow: await powOf(a) })).toEqual({ status: 200, body: 'ok' });
    const b = (await plain()).body.key;
    const pow = await powOf(b);
    const powFailed = { status: 422, body: { message: 'Verification failed: the browser check did not finish — please try again', code: 'captcha_pow' } };
    expect(await check({ key: b })).toEqual(powFailed);
    expect(await check({ key: b, pow })).toEqual({ status: 422, body: { message: 'Verification failed: the puzzle expired — here is a new one', code: 'captcha_expired' } });
  });

  it('yields a key that login, register, phone login and SMS sends each accept once', async () => {
    const login = await call<{ access_token: string }>(t.app, { method: 'POST', url: '/api/auth/login', payload: { name: 'demo01', password: 'demo123', key: await plainKey() } });
    expect(login.status).toBe(200);
    expect((await call(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(login.body) })).status).toBe(200);

    const { name, phone } = uniqueMember();
    const sent = t.sent.length;
    expect((await call(t.app, { method: 'POST', url: '/api/auth/sms', payload: { phone, purpose: 'register', key: await plainKey() } })).status).toBe(200);
    expect(t.sent.length).toBe(sent + 1);
    const register = await call(t.app, {
      method: 'POST',
      url: '/api/auth/register?lang=en',
      payload: {
        name,
        password: 'secret12',
        password_confirmation: 'secret12',
        qk_pwd: '654321',
        realname: '张三',
        phone,
        sms_code: t.sent.at(-1)!.code,
        register_site: 'lobby.example',
        key: await plainKey(),
        invite_code: 'DEMO01',
        lang: 'en',
        from_type: 'smart',
      },
    });
    expect(register.status, JSON.stringify(register.body)).toBe(200);

    const other = uniqueMember().phone;
    const code = await smsCode(t, other);
    const key = await plainKey();
    const phoneLogin = await call(t.app, { method: 'POST', url: '/api/auth/phone_login', payload: { phone: other, sms_code: code, lang: 'en', key } });
    expect(phoneLogin.status, JSON.stringify(phoneLogin.body)).toBe(200);
    // Spent: the same key is refused the second time.
    const again = await call(t.app, { method: 'POST', url: '/api/auth/login', payload: { name: 'demo01', password: 'demo123', key } });
    expect(again.status).toBe(422);
  });
});
