// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PHONE_AUTH_PER_ADDRESS, PHONE_AUTH_PER_PAIR, PHONE_AUTH_WINDOW_MINUTES } from '../../server/services/accounts/phone-auth-limits.ts';
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

  it(`allows ${PHONE_AUTH_PER_PAIR} tries an hour per phone and address over both forms, then says how long to wait`, async () => {
    const { phone } = uniqueMember();
    const other = uniqueMember().phone;
    const address = '198.51.100.200';
    for (let n = 1; n <= PHONE_AUTH_PER_PAIR; n += 1) {
      const res = await attempt(n % 2 ? 'phone_login' : 'reset_pass', phone, address);
      expect(res, `try ${n}`).toMatchObject({ status: 422, message: 'The verification code is wrong or has expired' });
    }
    const code = await smsCode(t, phone);
    wait(60);
    const refused = await attempt('phone_login', phone, address, { sms_code: code });
    expect(refused).toMatchObject({ status: 429, message: `Too many attempts, please try again in ${PHONE_AUTH_WINDOW_MINUTES - 1} min` });
    // The rest of the window: it began 61 s ago on the server's clock, which also runs on while the test does.
    expect(Number(refused.retryAfter)).toBeGreaterThan((PHONE_AUTH_WINDOW_MINUTES - 2) * 60);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual((PHONE_AUTH_WINDOW_MINUTES - 1) * 60 - 1);
    expect(await attempt('reset_pass', phone, address, { sms_code: code, lang: 'zh_cn' })).toMatchObject({ status: 429, message: '尝试次数过多，请59分钟后再试' });
    // The same address may still try other phones, and the window's end frees the pair.
    expect((await attempt('phone_login', other, address)).status).toBe(422);
    wait(PHONE_AUTH_WINDOW_MINUTES * 60);
    const fresh = await smsCode(t, phone);
    expect((await attempt('phone_login', phone, address, { sms_code: fresh })).status).toBe(200);
  });

  it('a stranger address spending its tries on a phone does not stop the owner from their own address', async () => {
    // demo01's phone, as in the reported case: the owner's live code is already out when the stranger starts.
    const phone = '+8613800000001';
    const stranger = '203.0.113.80';
    const code = await smsCode(t, phone);
    for (let n = 1; n <= PHONE_AUTH_PER_PAIR + 5; n += 1) {
      const res = await attempt(n % 2 ? 'phone_login' : 'reset_pass', phone, stranger, { sms_code: String((Number(code) + n) % 1_000_000).padStart(6, '0') });
      expect(res.status, `try ${n}`).toBe(n <= PHONE_AUTH_PER_PAIR ? 422 : 429);
    }
    const owner = await call<{ access_token?: string }>(t.app, { method: 'POST', url: '/api/auth/phone_login', payload: { phone, sms_code: code }, remoteAddress: '198.51.100.81' });
    expect(owner.status).toBe(200);
    expect(owner.body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // The stranger stays refused, whatever code they send.
    expect(await attempt('phone_login', phone, stranger, { sms_code: code })).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many attempts/) });
  });

  it(`allows ${PHONE_AUTH_PER_ADDRESS} tries an hour per address over all phones; its refused tries spend no phone's tries`, async () => {
    const sprayer = '203.0.113.50';
    for (let n = 1; n <= PHONE_AUTH_PER_ADDRESS; n += 1) {
      expect((await attempt('phone_login', uniqueMember().phone, sprayer)).status, `try ${n}`).toBe(422);
    }
    const { phone } = uniqueMember();
    for (let n = 1; n <= PHONE_AUTH_PER_PAIR + 5; n += 1) {
      expect(await attempt(n % 2 ? 'phone_login' : 'reset_pass', phone, sprayer)).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many attempts/) });
    }
    const code = await smsCode(t, phone);
    const member = await call<{ access_token?: string }>(t.app, { method: 'POST', url: '/api/auth/phone_login', payload: { phone, sms_code: code }, remoteAddress: '198.51.100.9' });
    expect(member.status).toBe(200);
    expect(member.body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  // Each burst is one address: `attempt` sends no captcha (it is off here), so only the counts decide.
  const burst = (phoneOf: (i: number) => string, addressOf: (i: number) => string) =>
    Promise.all(Array.from({ length: 200 }, (_, i) => attempt('phone_login', phoneOf(i), addressOf(i)))).then((replies) => ({
      checked: replies.filter((r) => r.status === 422).length,
      refused: replies.filter((r) => r.status === 429).length,
    }));

  it('lets exactly the pair cap through when 200 tries of one address for one phone race', async () => {
    const { phone } = uniqueMember();
    expect(await burst(() => phone, () => '192.0.2.10')).toEqual({ checked: PHONE_AUTH_PER_PAIR, refused: 200 - PHONE_AUTH_PER_PAIR });
  });

  it('lets exactly the address cap through when 200 tries of one address for many phones race', async () => {
    const phones = Array.from({ length: 200 }, () => uniqueMember().phone);
    expect(await burst((i) => phones[i]!, () => '192.0.2.11')).toEqual({ checked: PHONE_AUTH_PER_ADDRESS, refused: 200 - PHONE_AUTH_PER_ADDRESS });
  });

  it('checks every one of 200 racing tries for one phone from 200 addresses: no address spends another one', async () => {
    const { phone } = uniqueMember();
    expect(await burst(() => phone, (i) => `192.0.${3 + Math.floor(i / 100)}.${(i % 100) + 1}`)).toEqual({ checked: 200, refused: 0 });
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
