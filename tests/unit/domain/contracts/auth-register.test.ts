import { describe, expect, it } from 'vitest';
import {
  registerSchema,
  registerStep1Schema,
  registerStep2Schema,
} from '../../../../domain/contracts/auth';
import { problems, expectFirst, expectValid, chars, digits, account, setting } from './auth-schema-helpers';

/* Registration (docs/product.md §5): step 1, step 2 under every register setting, the whole payload. */
describe('registerStep1Schema', () => {
  it('shows the spec message for an empty username and password', () => {
    expectFirst(registerStep1Schema, { ...account, name: '' }, 'name', 'validation.nameRequired');
    expectFirst(registerStep1Schema, { ...account, password: '', password_confirmation: '' }, 'password', 'validation.passwordRequired');
  });

  it.each([
    ['empty', '', 'validation.confirmRequired'],
    ['missing', undefined, 'validation.confirmRequired'],
    ['a number', 12345678, 'validation.confirmRequired'],
    ['different', 'secret13', 'validation.passwordMismatch'],
    ['different in case', 'SECRET12', 'validation.passwordMismatch'],
  ])('rejects a confirmation that is %s', (_what, password_confirmation, key) => {
    expectFirst(registerStep1Schema, { ...account, password_confirmation }, 'password_confirmation', key);
  });

  it('reports a mismatch together with the other field errors', () => {
    expect(problems(registerStep1Schema, { ...account, name: 'abc', password_confirmation: 'other123' })).toEqual([
      { path: 'name', message: 'validation.nameLength' },
      { path: 'password_confirmation', message: 'validation.passwordMismatch' },
    ]);
  });
});

const step2Combos = [false, true].flatMap((realname) =>
  [false, true].flatMap((phone) => [false, true].map((sms) => ({ realname, phone, sms }))),
);
const step2Valid = { realname: 'Li Lei', qk_pwd: '123456', phone: '13800000000', sms_code: '654321' };

describe.each(step2Combos)('registerStep2Schema: realname required $realname, phone required $phone, SMS $sms', ({ realname, phone, sms }) => {
  const schema = registerStep2Schema(setting(realname, phone), sms);
  const phoneNeeded = phone || sms;
  const expectedMissing = [
    ...(realname ? [{ path: 'realname', message: 'validation.realnameRequired' }] : []),
    ...(phoneNeeded ? [{ path: 'phone', message: 'validation.phoneRequired' }] : []),
    ...(sms ? [{ path: 'sms_code', message: 'validation.smsRequired' }] : []),
  ];

  it('accepts a complete form', () => {
    expectValid(schema, step2Valid);
  });

  it('asks for exactly the required fields when they are missing', () => {
    expect(problems(schema, { qk_pwd: '123456' })).toEqual(expectedMissing);
  });

  it('asks for exactly the required fields when they are empty', () => {
    const found = problems(schema, { realname: '', qk_pwd: '123456', phone: '', sms_code: '' });
    // An empty required field gives its "required" message first; later checks of the same field may follow.
    const firstPerField = found.filter((p, i) => found.findIndex((q) => q.path === p.path) === i);
    expect(firstPerField).toEqual(expectedMissing);
  });

  it('fills the optional fields with empty strings', () => {
    const result = schema.safeParse({ realname: '', qk_pwd: '123456', phone: '', sms_code: '' });
    expect(result.success).toBe(expectedMissing.length === 0);
    if (!realname && !phoneNeeded && !sms) {
      expect(schema.parse({ qk_pwd: '123456' })).toEqual({ realname: '', qk_pwd: '123456', phone: '', sms_code: '' });
    }
  });

  it.each([
    ['empty', '', 'validation.qkPwdRequired'],
    ['missing', undefined, 'validation.qkPwdRequired'],
    ['5 digits', '12345', 'validation.qkPwdLength'],
    ['7 digits', '1234567', 'validation.qkPwdLength'],
    ['6 letters', 'abcdef', 'validation.qkPwdLength'],
    ['6 characters with a space', ' 12345', 'validation.qkPwdLength'],
    ['a number', 123456, 'validation.qkPwdRequired'],
    ['null', null, 'validation.qkPwdRequired'],
  ])('rejects a withdrawal password that is %s', (_what, qk_pwd, key) => {
    expectFirst(schema, { ...step2Valid, qk_pwd }, 'qk_pwd', key);
  });

  it('accepts a withdrawal password of exactly 6 digits', () => {
    expectValid(schema, { ...step2Valid, qk_pwd: '000000' });
  });

  it.each([
    ['7 digits', digits(7)],
    ['12 digits', digits(12)],
    ['a country prefix', '+8613800000'],
    ['letters', '1380000abcd'],
    ['spaces', '138 0000 000'],
  ])('rejects a phone with %s', (_what, value) => {
    expectFirst(schema, { ...step2Valid, phone: value }, 'phone', 'validation.phoneFormat');
  });

  it.each([
    ['8', digits(8)],
    ['11', digits(11)],
  ])('accepts a phone of %s digits', (_what, value) => {
    expectValid(schema, { ...step2Valid, phone: value });
  });

  it.each([
    ['an image tag', '<img src=x onerror=alert(1)>', 'validation.realnameFormat'],
    ['a script tag', '<script>alert(1)</script>', 'validation.realnameFormat'],
    ['digits', 'Li Lei 2', 'validation.realnameFormat'],
    ['a leading dot', '.Li', 'validation.realnameFormat'],
    ['31 letters', chars(31), 'validation.realnameLength'],
  ])('rejects a realname with %s', (_what, value, key) => {
    expectFirst(schema, { ...step2Valid, realname: value }, 'realname', key);
  });

  it.each([['李雷'], ['José Álvarez'], ["Seán O'Brien-Smith"], ['Dr. Li'], ['阿·买买提'], [chars(30)]])('accepts the realname %s', (value) => {
    expectValid(schema, { ...step2Valid, realname: value });
  });

  it.each([
    ['5 digits', '12345'],
    ['7 digits', '1234567'],
    ['6 letters', 'abcdef'],
  ])('checks an SMS code of %s only when SMS is on', (_what, value) => {
    if (sms) expectFirst(schema, { ...step2Valid, sms_code: value }, 'sms_code', 'validation.smsLength');
    else if (value.length <= 6) expectValid(schema, { ...step2Valid, sms_code: value });
    else expect(problems(schema, { ...step2Valid, sms_code: value })).toEqual([expect.objectContaining({ path: 'sms_code' })]);
  });

  it.each([
    ['a number', 13800000000],
    ['an array', ['13800000000']],
    ['null', null],
  ])('rejects a phone that is %s', (_what, value) => {
    const found = problems(schema, { ...step2Valid, phone: value });
    if (phoneNeeded) expect(found[0]).toEqual({ path: 'phone', message: 'validation.phoneRequired' });
    else expect(found).toEqual([{ path: 'phone', message: expect.any(String) }]);
  });

  it.each([
    ['a number', 42],
    ['an array', ['Li Lei']],
  ])('rejects a realname that is %s', (_what, value) => {
    const found = problems(schema, { ...step2Valid, realname: value });
    if (realname) expect(found[0]).toEqual({ path: 'realname', message: 'validation.realnameRequired' });
    else expect(found).toEqual([{ path: 'realname', message: expect.any(String) }]);
  });

  it('strips unknown fields', () => {
    expect(schema.parse({ ...step2Valid, vip_level: 9 })).toEqual(step2Valid);
  });
});

describe('registerStep2Schema: required fields and their spec messages', () => {
  it('asks for the personal name when the config requires it', () => {
    expectFirst(registerStep2Schema(setting(true, false), false), { ...step2Valid, realname: '' }, 'realname', 'validation.realnameRequired');
    expectFirst(registerStep2Schema(setting(true, false), false), { ...step2Valid, realname: '   ' }, 'realname', 'validation.realnameRequired');
  });

  it('asks for the phone when the config requires it, or when SMS is on', () => {
    expectFirst(registerStep2Schema(setting(false, true), false), { ...step2Valid, phone: '' }, 'phone', 'validation.phoneRequired');
    expectFirst(registerStep2Schema(setting(false, false), true), { ...step2Valid, phone: '' }, 'phone', 'validation.phoneRequired');
    expectValid(registerStep2Schema(setting(false, false), false), { ...step2Valid, phone: '' });
  });

  it('asks for the SMS code only when SMS is on, and trims it', () => {
    expectFirst(registerStep2Schema(setting(false, false), true), { ...step2Valid, sms_code: '  ' }, 'sms_code', 'validation.smsRequired');
    expect(registerStep2Schema(setting(false, false), true).parse({ ...step2Valid, sms_code: ' 654321 ' }).sms_code).toBe('654321');
    expectValid(registerStep2Schema(setting(false, false), false), { ...step2Valid, sms_code: '' });
  });
});

describe('registerSchema (the whole register payload)', () => {
  const payload = { ...account, ...step2Valid, phone: '+8613800000000', key: 'captcha-key' };
  const everything = registerSchema(setting(true, true, true), true);
  const nothing = registerSchema(setting(false, false, false), false);

  it('accepts a full payload, fills the defaults and strips unknown fields', () => {
    expect(everything.parse({ ...payload, balance: 1e6, status: 'vip' })).toEqual({
      ...payload,
      register_site: '',
      invite_code: '',
      lang: 'zh_cn',
      from_type: 'smart',
    });
  });

  it('accepts only the account fields and the withdrawal password when nothing else is required', () => {
    expectValid(nothing, { ...account, qk_pwd: '123456' });
  });

  it.each([
    ['name', { ...payload, name: '' }, 'validation.nameRequired'],
    ['password', { ...payload, password: '', password_confirmation: '' }, 'validation.passwordRequired'],
    ['password_confirmation', { ...payload, password_confirmation: 'secret13' }, 'validation.passwordMismatch'],
    ['realname', { ...payload, realname: '' }, 'validation.realnameRequired'],
    ['realname', { ...payload, realname: '<img src=x onerror=alert(1)>' }, 'validation.realnameFormat'],
    ['qk_pwd', { ...payload, qk_pwd: '12345' }, 'validation.qkPwdLength'],
    ['phone', { ...payload, phone: '' }, 'validation.phoneRequired'],
    ['phone', { ...payload, phone: '13800000000' }, 'validation.phoneFormat'],
    ['sms_code', { ...payload, sms_code: '' }, 'validation.smsRequired'],
    ['key', { ...payload, key: undefined }, 'validation.captchaRequired'],
    ['key', { ...payload, key: '  ' }, 'validation.captchaRequired'],
    ['invite_code', { ...payload, invite_code: 'a b' }, 'validation.inviteCode'],
    ['invite_code', { ...payload, invite_code: '<x>' }, 'validation.inviteCode'],
  ])('rejects a bad %s', (path, input, key) => {
    expectFirst(everything, input, path, key);
  });

  it.each([
    ['+86', '+8613800000000'],
    ['+852', '+85291234567'],
    ['+1', '+14155550123'],
    ['+63', '+639171234567'],
  ])('accepts a phone with the %s prefix', (_prefix, value) => {
    expectValid(everything, { ...payload, phone: value });
  });

  it.each([
    ['a mainland number under +63', '+6313800000000'],
    ['a Philippine number under +86', '+869171234567'],
    ['9 digits under +852', '+852912345678'],
    ['a number starting with 1 under +1', '+11155550123'],
  ])('rejects %s, naming the country codes', (_what, value) => {
    expectFirst(everything, { ...payload, phone: value }, 'phone', 'validation.phoneCountry');
  });

  it.each([
    ['7 digits after the prefix', '+86' + digits(7)],
    ['12 digits after the prefix', '+86' + digits(12)],
    ['another country prefix', '+44' + digits(10)],
  ])('rejects a phone with %s', (_what, value) => {
    expectFirst(everything, { ...payload, phone: value }, 'phone', 'validation.phoneFormat');
  });

  it('takes no captcha key when the captcha is off', () => {
    expectValid(registerSchema(setting(false, false, false), false), { ...account, qk_pwd: '123456' });
    expectFirst(registerSchema(setting(false, false, true), false), { ...account, qk_pwd: '123456' }, 'key', 'validation.captchaRequired');
  });

  it.each([
    ['lang', { lang: 'fr' }],
    ['from_type', { from_type: 'app' }],
    ['invite_code', { invite_code: chars(33) }],
    ['register_site', { register_site: chars(256) }],
  ])('rejects an out-of-range %s', (path, extra) => {
    expect(problems(nothing, { ...account, qk_pwd: '123456', ...extra })).toEqual([expect.objectContaining({ path })]);
  });

  it.each(['zh_cn', 'zh_hk', 'en'])('keeps the language %s', (lang) => {
    expect(nothing.parse({ ...account, qk_pwd: '123456', lang }).lang).toBe(lang);
  });
});
