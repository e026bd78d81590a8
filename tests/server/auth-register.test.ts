// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, countRows, smsCode, solvedCaptchaKey, startTestApp, uniqueMember, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A complete register form of docs/product.md §3 with captcha and SMS, as the lobby sends it. */
async function registerForm(overrides: Record<string, unknown> = {}) {
  const { name, phone: fresh } = uniqueMember();
  // The code goes to the phone the form will carry, as it would for a person typing that phone.
  const phone = typeof overrides.phone === 'string' && /^\+86\d{11}$/.test(overrides.phone) ? overrides.phone : fresh;
  const sms_code = await smsCode(t, phone, 'register');
  return {
    name,
    password: 'secret12',
    password_confirmation: 'secret12',
    qk_pwd: '654321',
    realname: '张三',
    phone,
    sms_code,
    register_site: 'lobby.example',
    key: await solvedCaptchaKey(t.app),
    invite_code: 'DEMO01',
    lang: 'en',
    from_type: 'smart',
    ...overrides,
  };
}

const register = (payload: object) => call<{ access_token: string; message?: string }>(t.app, { method: 'POST', url: '/api/auth/register?lang=en', payload });

describe('registration', () => {
  it('registers with captcha and SMS, signs in, and the new member can log in again', async () => {
    const form = await registerForm({ balance: 999999, level: 10 });
    const res = await register(form);
    expect(res.status).toBe(200);
    const me = await call(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(res.body) });
    // Unknown fields (balance, level) are ignored.
    expect(me.body).toMatchObject({ name: form.name, money: '0.00', level: 1, realname: '张三' });
    const key = await solvedCaptchaKey(t.app);
    const again = await call(t.app, { method: 'POST', url: '/api/auth/login', payload: { name: form.name, password: 'secret12', key } });
    expect(again.status).toBe(200);
    let inviter: unknown;
    await t.database.withConnection(async (sql) => {
      inviter = (await sql.rows<{ n: string }>('SELECT i.name AS n FROM members m JOIN members i ON i.id = m.inviter_id WHERE m.name = $1', [form.name]))[0]?.n;
    });
    expect(inviter).toBe('demo01');
  });

  it('refuses bad forms with the rule broken and writes no member', async () => {
    const before = await countRows(t.database, 'members');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: undefined }, 'Please enter a username'],
      [{ name: 'ab' }, 'The username must be 6 to 12 characters'],
      [{ name: "x');DROP TABLE members;--" }, 'The username must be 6 to 12 characters'],
      [{ password: 'abcdef', password_confirmation: 'abcdef' }, 'The password must be 6 to 12 letters and digits, with at least one letter and one digit'],
      [{ password: 'abcdef1234567', password_confirmation: 'abcdef1234567' }, 'The password must be 6 to 12 letters and digits, with at least one letter and one digit'],
      [{ password_confirmation: 'other123' }, 'The two passwords entered do not match!'],
      [{ qk_pwd: '12ab56' }, 'The withdrawal password must be 6 digits'],
      [{ qk_pwd: 123456 }, 'Please enter the withdrawal password'],
      [{ realname: '' }, 'Personal name cannot be empty'],
      [{ realname: '<img src=x onerror=alert(1)>' }, 'Please enter the name as it appears on your bank card'],
      [{ phone: '' }, 'Please enter your phone number'],
      [{ phone: '+86123' }, 'The phone number must be 8 to 11 digits'],
      [{ sms_code: '' }, 'The verification code cannot be empty'],
      [{ sms_code: '000000' }, 'The verification code is wrong or has expired'],
      [{ key: 'not-a-solved-key-123' }, 'The slider verification has expired, please verify again'],
      [{ name: 'demo01' }, 'This username is already registered'],
      [{ phone: '+8613800000001' }, 'This phone number is already registered'],
    ];
    for (const [overrides, message] of cases) {
      // The seeded phone is asked for a code once a case; its 60 s between codes must have passed.
      t.advance(61);
      const res = await register(await registerForm(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(422);
      expect(res.body.message, JSON.stringify(overrides)).toBe(message);
    }
    expect(await countRows(t.database, 'members')).toBe(before);
  });

  it('says a name or phone is taken only past the captcha, and a phone only to the holder of its code', async () => {
    // The test address's hourly SMS cap (SMS_PER_ADDRESS_HOUR) was spent by the cases above.
    t.advance(3600);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'demo01', key: undefined }, 'Please complete the security check'],
      [{ name: 'demo01', key: 'not-a-solved-key-123' }, 'The slider verification has expired, please verify again'],
      [{ phone: '+8613800000001', key: 'not-a-solved-key-123' }, 'The slider verification has expired, please verify again'],
      [{ phone: '+8613800000001', sms_code: '000000' }, 'The verification code is wrong or has expired'],
    ];
    for (const [overrides, message] of cases) {
      t.advance(61);
      const res = await register(await registerForm(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(422);
      expect(res.body.message, JSON.stringify(overrides)).toBe(message);
    }
  });

  it('does not need phone, SMS or captcha when the settings say so', async () => {
    await call(t.app, {
      method: 'PUT',
      url: '/api/dev/configs',
      payload: { vip1_is_register_sms_open: '0', register_setting_json: JSON.stringify({ isRealNameRequred: false, isPhoneRequired: false, isCaptchaRequired: false }) },
    });
    try {
      const { name } = uniqueMember();
      const res = await register({ name, password: 'secret12', password_confirmation: 'secret12', qk_pwd: '111111', register_site: 'x.example', lang: 'en', from_type: 'smart' });
      expect(res.status).toBe(200);
    } finally {
      await call(t.app, {
        method: 'PUT',
        url: '/api/dev/configs',
        payload: { vip1_is_register_sms_open: '1', register_setting_json: JSON.stringify({ isRealNameRequred: true, isPhoneRequired: true, isCaptchaRequired: true }) },
      });
    }
  });

  it('sends no registration code before its captcha, even with the login captcha off, and takes no code asked for another way', async () => {
    await call(t.app, { method: 'PUT', url: '/api/dev/configs', payload: { vip1_is_login_captcha_open: '0' } });
    t.advance(3600);
    try {
      const sms = (phone: string, payload: Record<string, unknown>) => call<{ message: string }>(t.app, { method: 'POST', url: '/api/auth/sms?lang=en', payload: { phone, ...payload } });
      const { phone } = uniqueMember();
      const before = t.sent.length;
      for (const key of [undefined, 'not-a-solved-key-123']) {
        expect(await sms(phone, { purpose: 'register', key })).toEqual({ status: 422, body: { message: 'The slider verification has expired, please verify again' } });
      }
      expect(t.sent.length).toBe(before);
      expect(await sms(phone, { purpose: 'register', key: await solvedCaptchaKey(t.app) })).toEqual({ status: 200, body: { message: 'The verification code has been sent' } });
      expect(t.sent.at(-1)?.phone).toBe(phone);

      // A code asked for as a phone-login one (no captcha with the login captcha off) does not register.
      const other = uniqueMember().phone;
      expect((await sms(other, {})).status).toBe(200);
      const members = await countRows(t.database, 'members');
      const loginCode = t.sent.at(-1)!.code;
      const res = await register({ ...(await registerForm()), phone: other, sms_code: loginCode });
      expect(res).toEqual({ status: 422, body: { message: 'The verification code is wrong or has expired' } });
      expect(await countRows(t.database, 'members')).toBe(members);
    } finally {
      await call(t.app, { method: 'PUT', url: '/api/dev/configs', payload: { vip1_is_login_captcha_open: '1' } });
    }
  });
});
