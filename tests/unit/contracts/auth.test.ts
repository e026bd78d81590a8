import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  NAME_MAX,
  NAME_MIN,
  PHONE_MAX,
  PHONE_MIN,
  QK_PWD_LENGTH,
  RESET_PASSWORD_LENGTH,
  SMS_CODE_LENGTH,
  birthdayRule,
  infoUpdateSchema,
  loginSchema,
  phoneLoginFormSchema,
  phoneLoginSchema,
  phonePrefixes,
  registerSchema,
  registerStep1Schema,
  registerStep2Schema,
  resetStep1Schema,
  resetStep2Schema,
  smsSchema,
} from '../../../src/contracts/auth';
import type { RegisterSetting } from '../../../src/contracts/config-types';
import en from '../../../src/i18n/locales/en.json';
import authSource from '../../../src/contracts/auth.ts?raw';

/* Rules of spec point 5 (src/contracts/auth.ts): what passes, and the first message of what does not. */

interface Problem {
  path: string;
  message: string;
}

function problems(schema: z.ZodType, input: unknown): Problem[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const validationTexts: Record<string, string> = en.validation;

/** The English text of a `validation.*` key, as the lobby shows it. */
function enText(key: string): string | undefined {
  const [namespace, name, ...rest] = key.split('.');
  return namespace === 'validation' && name !== undefined && rest.length === 0 ? validationTexts[name] : undefined;
}

/** The first message (the one the forms show) is `key` on `path`, and `key` has an English text. */
function expectFirst(schema: z.ZodType, input: unknown, path: string, key: string) {
  expect(problems(schema, input)[0]).toEqual({ path, message: key });
  expect(enText(key)).toEqual(expect.any(String));
}

function expectValid(schema: z.ZodType, input: unknown) {
  expect(problems(schema, input)).toEqual([]);
}

const chars = (n: number, c = 'a') => c.repeat(n);
const digits = (n: number) => '1234567890'.repeat(3).slice(0, n);

const account = { name: 'player01', password: 'secret12', password_confirmation: 'secret12' };
const setting = (realname: boolean, phone: boolean, captcha = false): RegisterSetting => ({
  isRealNameRequred: realname,
  isPhoneRequired: phone,
  isCaptchaRequired: captcha,
});

describe('limits of spec point 9', () => {
  it('uses 6-12 for names and passwords, 6 for the withdrawal password, SMS code and reset password, 8-11 phone digits', () => {
    expect([NAME_MIN, NAME_MAX]).toEqual([6, 12]);
    expect([QK_PWD_LENGTH, SMS_CODE_LENGTH, RESET_PASSWORD_LENGTH]).toEqual([6, 6, 6]);
    expect([PHONE_MIN, PHONE_MAX]).toEqual([8, 11]);
    expect(phonePrefixes).toEqual(['+86', '+852', '+1', '+63']);
  });
});

describe('English texts of the messages', () => {
  it.each([
    ['validation.nameRequired', 'Please enter a username'],
    ['validation.passwordRequired', 'Please enter the password'],
    ['validation.passwordMismatch', 'The two passwords entered do not match!'],
    ['validation.realnameRequired', 'Personal name cannot be empty'],
    ['validation.phoneRequired', 'Please enter your phone number'],
    ['validation.smsRequired', 'The verification code cannot be empty'],
    ['validation.birthdayAge', 'Players must be 18 or older'],
  ])('%s reads "%s" as the spec words it', (key, wording) => {
    expect(enText(key)).toBe(wording);
  });

  it('has an English text for every validation key the rules use', () => {
    const keys = [...new Set(authSource.match(/validation\.[A-Za-z]+/g) ?? [])];
    expect(keys.length).toBeGreaterThan(15);
    expect(keys.filter((key) => enText(key) === undefined)).toEqual([]);
  });
});

/* Header login and registration step 1 share the name and password rules. */
describe.each([
  ['loginSchema', loginSchema, { name: 'player01', password: 'secret12' }],
  ['registerStep1Schema', registerStep1Schema, account],
] as const)('%s: name and password', (_label, schema, valid) => {
  it('accepts a valid form', () => {
    expectValid(schema, valid);
  });

  it.each([
    ['5 characters', chars(5), 'validation.nameLength'],
    ['13 characters', chars(13), 'validation.nameLength'],
    ['empty', '', 'validation.nameRequired'],
    ['only spaces', '      ', 'validation.nameRequired'],
    ['a space inside', 'player 01', 'validation.nameChars'],
    ['punctuation', 'player_01', 'validation.nameChars'],
    ['accented letters', 'plàyer01', 'validation.nameChars'],
    ['markup', '<b>abc</b>', 'validation.nameChars'],
    ['a number', 12345678, 'validation.nameRequired'],
    ['an array', ['player01'], 'validation.nameRequired'],
    ['null', null, 'validation.nameRequired'],
    ['missing', undefined, 'validation.nameRequired'],
  ])('rejects a name that is %s', (_what, name, key) => {
    expectFirst(schema, { ...valid, name }, 'name', key);
  });

  it.each([
    ['6', chars(6)],
    ['12', chars(12)],
    ['mixed letters and digits', 'Ab12cd34'],
  ])('accepts a name of %s characters', (_what, name) => {
    expectValid(schema, { ...valid, name });
  });

  it('trims the spaces around a name', () => {
    const result = schema.safeParse({ ...valid, name: '  player01 ' });
    expect(result.success && result.data.name).toBe('player01');
  });

  it.each([
    ['5 characters', chars(5), 'validation.passwordLength'],
    ['13 characters', chars(13), 'validation.passwordLength'],
    ['empty', '', 'validation.passwordRequired'],
    ['a number', 12345678, 'validation.passwordRequired'],
    ['an array', ['secret12'], 'validation.passwordRequired'],
    ['null', null, 'validation.passwordRequired'],
    ['missing', undefined, 'validation.passwordRequired'],
  ])('rejects a password that is %s', (_what, password, key) => {
    expectFirst(schema, { ...valid, password, password_confirmation: password }, 'password', key);
  });

  it.each([
    ['6', chars(6, 'x')],
    ['12', chars(12, 'x')],
  ])('accepts a password of %s characters', (_what, password) => {
    expectValid(schema, { ...valid, password, password_confirmation: password });
  });

  it('strips unknown fields', () => {
    const result = schema.safeParse({ ...valid, balance: 1000, is_admin: true });
    expect(result.success && result.data).toEqual(valid);
  });
});

describe('loginSchema', () => {
  it('takes the captcha key of up to 64 characters', () => {
    expectValid(loginSchema, { name: 'player01', password: 'secret12', key: chars(64) });
    expect(problems(loginSchema, { name: 'player01', password: 'secret12', key: chars(65) })).toEqual([
      expect.objectContaining({ path: 'key' }),
    ]);
  });

  it.each([null, 'player01', ['player01', 'secret12'], 42])('rejects a body that is not an object (%j)', (body) => {
    expect(problems(loginSchema, body)).toEqual([expect.objectContaining({ path: '', message: expect.any(String) })]);
  });
});

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
    ['+86', '+86' + digits(8)],
    ['+852', '+852' + digits(11)],
    ['+1', '+1' + digits(10)],
    ['+63', '+63' + digits(10)],
  ])('accepts a phone with the %s prefix', (_prefix, value) => {
    expectValid(everything, { ...payload, phone: value });
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

describe('smsSchema', () => {
  it.each(phonePrefixes.map((prefix) => [prefix]))('accepts a phone with the %s prefix', (prefix) => {
    expectValid(smsSchema, { phone: prefix + digits(8) });
  });

  it.each([
    ['empty', '', 'validation.phoneRequired'],
    ['missing', undefined, 'validation.phoneRequired'],
    ['a number', 8613800000000, 'validation.phoneRequired'],
    ['an array', ['+8613800000000'], 'validation.phoneRequired'],
    ['null', null, 'validation.phoneRequired'],
    ['without a prefix', '13800000000', 'validation.phoneFormat'],
    ['7 digits', '+86' + digits(7), 'validation.phoneFormat'],
    ['12 digits', '+86' + digits(12), 'validation.phoneFormat'],
  ])('rejects a phone that is %s', (_what, phone, key) => {
    expectFirst(smsSchema, { phone }, 'phone', key);
  });

  it('shows the spec message for an empty phone', () => {
    expect(problems(smsSchema, { phone: '' }).map((p) => enText(p.message))).toContain('Please enter your phone number');
  });

  it('strips unknown fields', () => {
    expect(smsSchema.parse({ phone: '+639171234567', template: 'x' })).toEqual({ phone: '+639171234567' });
  });
});

/* Forgot password step 1 and the quick phone login form: a phone of 8-11 digits and a 6-digit code. */
describe.each([
  ['resetStep1Schema', resetStep1Schema],
  ['phoneLoginFormSchema', phoneLoginFormSchema],
] as const)('%s', (_label, schema) => {
  const valid = { phone: '9171234567', sms_code: '123456' };

  it('accepts a valid form and strips unknown fields', () => {
    expect(schema.parse({ ...valid, password: 'x' })).toEqual(valid);
  });

  it.each([
    ['8', digits(8)],
    ['11', digits(11)],
  ])('accepts a phone of %s digits', (_what, phone) => {
    expectValid(schema, { ...valid, phone });
  });

  it.each([
    ['empty', '', 'validation.phoneRequired'],
    ['missing', undefined, 'validation.phoneRequired'],
    ['a number', 9171234567, 'validation.phoneRequired'],
    ['7 digits', digits(7), 'validation.phoneFormat'],
    ['12 digits', digits(12), 'validation.phoneFormat'],
  ])('rejects a phone that is %s', (_what, phone, key) => {
    expectFirst(schema, { ...valid, phone }, 'phone', key);
  });

  it.each([
    ['empty', '', 'validation.smsRequired'],
    ['only spaces', '   ', 'validation.smsRequired'],
    ['missing', undefined, 'validation.smsRequired'],
    ['a number', 123456, 'validation.smsRequired'],
    ['null', null, 'validation.smsRequired'],
    ['5 digits', '12345', 'validation.smsLength'],
    ['7 digits', '1234567', 'validation.smsLength'],
    ['letters', 'abc123', 'validation.smsLength'],
  ])('rejects an SMS code that is %s', (_what, sms_code, key) => {
    expectFirst(schema, { ...valid, sms_code }, 'sms_code', key);
  });

  it('shows the spec message for an empty code, and trims the code', () => {
    expect(enText(problems(schema, { ...valid, sms_code: '' })[0]?.message ?? '')).toBe('The verification code cannot be empty');
    expect(schema.parse({ ...valid, sms_code: ' 123456 ' }).sms_code).toBe('123456');
  });
});

describe('resetStep2Schema', () => {
  it('accepts a new password of exactly 6 characters that is confirmed', () => {
    expect(resetStep2Schema.parse({ password: 'abc123', password_confirmation: 'abc123', phone: 'x' })).toEqual({
      password: 'abc123',
      password_confirmation: 'abc123',
    });
  });

  it.each([
    ['empty', '', 'validation.passwordRequired'],
    ['missing', undefined, 'validation.passwordRequired'],
    ['a number', 123456, 'validation.passwordRequired'],
    ['5 characters', chars(5), 'validation.resetPasswordLength'],
    ['7 characters', chars(7), 'validation.resetPasswordLength'],
    ['12 characters', chars(12), 'validation.resetPasswordLength'],
  ])('rejects a new password that is %s', (_what, password, key) => {
    expectFirst(resetStep2Schema, { password, password_confirmation: password }, 'password', key);
  });

  it.each([
    ['empty', '', 'validation.confirmRequired'],
    ['missing', undefined, 'validation.confirmRequired'],
    ['different', 'abc124', 'validation.passwordMismatch'],
  ])('rejects a confirmation that is %s', (_what, password_confirmation, key) => {
    expectFirst(resetStep2Schema, { password: 'abc123', password_confirmation }, 'password_confirmation', key);
  });

  it('words the mismatch as the spec does', () => {
    const [first] = problems(resetStep2Schema, { password: 'abc123', password_confirmation: 'abc124' });
    expect(enText(first?.message ?? '')).toBe('The two passwords entered do not match!');
  });
});

describe('phoneLoginSchema (the /auth/phone_login payload)', () => {
  const valid = { phone: '+8613800000000', sms_code: '123456' };

  it('fills the defaults, trims the code and strips unknown fields', () => {
    expect(phoneLoginSchema.parse({ ...valid, sms_code: ' 123456 ', name: 'player01' })).toEqual({
      ...valid,
      lang: 'zh_cn',
      invite_code: '',
      register_site: '',
    });
  });

  it('keeps a valid language, invite code and register site', () => {
    const input = { ...valid, lang: 'en', invite_code: 'AB-12_x', register_site: 'https://lobby.example' };
    expect(phoneLoginSchema.parse(input)).toEqual(input);
  });

  it.each([
    ['phone', { ...valid, phone: '' }, 'validation.phoneRequired'],
    ['phone', { ...valid, phone: '13800000000' }, 'validation.phoneFormat'],
    ['phone', { ...valid, phone: '+86' + digits(7) }, 'validation.phoneFormat'],
    ['phone', { ...valid, phone: '+86' + digits(12) }, 'validation.phoneFormat'],
    ['sms_code', { ...valid, sms_code: '' }, 'validation.smsRequired'],
    ['sms_code', { ...valid, sms_code: '12345' }, 'validation.smsLength'],
    ['invite_code', { ...valid, invite_code: 'a"b' }, 'validation.inviteCode'],
  ])('rejects a bad %s', (path, input, key) => {
    expectFirst(phoneLoginSchema, input, path, key);
  });

  it('rejects an unknown language', () => {
    expect(problems(phoneLoginSchema, { ...valid, lang: 'de' })).toEqual([expect.objectContaining({ path: 'lang' })]);
  });
});

describe('birthdayRule', () => {
  afterEach(() => vi.useRealTimers());
  const on = (day: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${day}T12:00:00Z`));
  };

  it.each([
    ['turns 18 today', '2006-06-15'],
    ['is 40', '1984-01-31'],
    ['was born on the first accepted day', '1900-01-01'],
  ])('accepts a player who %s', (_what, birthday) => {
    on('2024-06-15');
    expectValid(birthdayRule, birthday);
  });

  it.each([
    ['turns 18 tomorrow', '2006-06-16'],
    ['is 10', '2014-06-15'],
    ['is not born yet', '2030-01-01'],
    ['was born before 1900', '1899-12-31'],
  ])('refuses a player who %s with the age message', (_what, birthday) => {
    on('2024-06-15');
    expectFirst(birthdayRule, birthday, '', 'validation.birthdayAge');
    expect(enText('validation.birthdayAge')).toBe('Players must be 18 or older');
  });

  it('counts a 29 February "today" without rolling over to 1 March', () => {
    on('2024-02-29');
    expectValid(birthdayRule, '2006-02-28');
    expectFirst(birthdayRule, '2006-03-01', '', 'validation.birthdayAge');
  });

  it('lets a 29 February birthday turn 18 on 1 March of a common year', () => {
    on('2022-02-28');
    expectFirst(birthdayRule, '2004-02-29', '', 'validation.birthdayAge');
    on('2022-03-01');
    expectValid(birthdayRule, '2004-02-29');
  });

  it.each([
    ['a day that does not exist', '2000-02-30'],
    ['a 13th month', '2000-13-01'],
    ['no leading zeros', '2000-1-1'],
    ['another format', '01/01/2000'],
    ['a time part', '2000-01-01T00:00:00Z'],
    ['empty', ''],
    ['a number', 20000101],
    ['null', null],
    ['an array', ['2000-01-01']],
  ])('rejects %s with the format message', (_what, birthday) => {
    on('2024-06-15');
    expectFirst(birthdayRule, birthday, '', 'validation.birthdayFormat');
  });
});

describe('infoUpdateSchema', () => {
  it.each([
    [{ realname: 'Li Lei' }],
    [{ email: 'li@example.com' }],
    [{ birthday: '1990-05-01' }],
    [{ realname: 'Li Lei', email: 'li@example.com', birthday: '1990-05-01' }],
  ])('accepts %j', (input) => {
    expect(infoUpdateSchema.parse(input)).toEqual(input);
  });

  it('treats empty strings and null as "not changed" and strips unknown fields', () => {
    expect(infoUpdateSchema.parse({ realname: '', email: null, birthday: '1990-05-01', balance: 1e6, name: 'admin' })).toEqual({
      birthday: '1990-05-01',
    });
  });

  it.each([[{}], [{ realname: '', email: '', birthday: '' }], [{ realname: null, email: null, birthday: null }], [{ balance: 10 }]])(
    'asks for at least one field (%j)',
    (input) => {
      expectFirst(infoUpdateSchema, input, '', 'validation.nothingToUpdate');
    },
  );

  it.each([
    ['realname', { realname: '<img src=x onerror=alert(1)>' }, 'validation.realnameFormat'],
    ['realname', { realname: '   ' }, 'validation.realnameRequired'],
    ['realname', { realname: 42 }, 'validation.realnameRequired'],
    ['email', { email: 'not-an-email' }, 'validation.emailFormat'],
    ['email', { email: `${chars(95)}@example.com` }, 'validation.emailFormat'],
    ['email', { email: ['li@example.com'] }, 'validation.emailFormat'],
    ['birthday', { birthday: '2000-02-30' }, 'validation.birthdayFormat'],
    ['birthday', { birthday: `${new Date().getUTCFullYear() - 10}-01-01` }, 'validation.birthdayAge'],
  ])('rejects a bad %s', (path, input, key) => {
    expectFirst(infoUpdateSchema, input, path, key);
  });
});
