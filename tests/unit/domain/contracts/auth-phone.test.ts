import { describe, expect, it } from 'vitest';
import {
  phoneLoginFormSchema,
  phoneLoginSchema,
  phonePrefixes,
  resetPasswordSchema,
  resetStep1Schema,
  resetStep2Schema,
  smsSchema,
} from '../../../../domain/contracts/auth';
import { problems, enText, expectFirst, expectValid, chars, digits } from './auth-schema-helpers';

/* SMS, forgot password and quick phone login payloads (docs/product.md §5). */
describe('smsSchema', () => {
  const samples = { '+86': '13800000000', '+852': '91234567', '+1': '4155550123', '+63': '9171234567' };
  it.each(phonePrefixes.map((prefix) => [prefix]))('accepts a mobile number under the %s prefix', (prefix) => {
    expectValid(smsSchema, { phone: prefix + samples[prefix] });
  });

  it('refuses a number under a code it does not belong to', () => {
    expectFirst(smsSchema, { phone: '+6313800000000' }, 'phone', 'validation.phoneCountry');
    expect(problems(smsSchema, { phone: '+6313800000000' }).map((p) => enText(p.message))[0]).toMatch(/^This is not a mobile number for the chosen country code/);
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

  it("knows only the 'reset' purpose", () => {
    expect(smsSchema.parse({ phone: '+639171234567', purpose: 'reset' })).toEqual({ phone: '+639171234567', purpose: 'reset' });
    expect(problems(smsSchema, { phone: '+639171234567', purpose: 'login' })).toEqual([expect.objectContaining({ path: 'purpose' })]);
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
  it('accepts a confirmed new password of letters and digits', () => {
    expect(resetStep2Schema.parse({ password: 'abc123', password_confirmation: 'abc123', phone: 'x' })).toEqual({
      password: 'abc123',
      password_confirmation: 'abc123',
    });
  });

  it.each([
    ['empty', '', 'validation.passwordRequired'],
    ['missing', undefined, 'validation.passwordRequired'],
    ['a number', 123456, 'validation.passwordRequired'],
    ['5 characters', 'abc12', 'validation.newPasswordRule'],
    ['13 characters', 'abcdef1234567', 'validation.newPasswordRule'],
    ['letters only', chars(8), 'validation.newPasswordRule'],
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

  it('carries the captcha key as the header login does, at most 64 characters', () => {
    expect(phoneLoginSchema.parse({ ...valid, key: 'k'.repeat(64) }).key).toBe('k'.repeat(64));
    expect(problems(phoneLoginSchema, { ...valid, key: 'k'.repeat(65) })).toEqual([expect.objectContaining({ path: 'key' })]);
  });
});

describe('resetPasswordSchema (the /auth/reset_pass payload)', () => {
  const valid = { phone: '+639171234567', sms_code: '123456', password: 'abc123', password_confirmation: 'abc123' };

  it('carries the captcha key as the header login does, at most 64 characters', () => {
    expect(resetPasswordSchema.parse({ ...valid, key: 'solved-key' })).toEqual({ ...valid, key: 'solved-key' });
    expect(problems(resetPasswordSchema, { ...valid, key: 'k'.repeat(65) })).toEqual([expect.objectContaining({ path: 'key' })]);
  });
});
