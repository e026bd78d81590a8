import { describe, expect, it } from 'vitest';
import {
  NAME_MAX,
  NAME_MIN,
  PHONE_MAX,
  PHONE_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  QK_PWD_LENGTH,
  SMS_CODE_LENGTH,
  loginSchema,
  phonePrefixes,
  registerStep1Schema,
} from '../../../../domain/contracts/auth';
import authSource from '../../../../domain/contracts/auth.ts?raw';
import { problems, enText, expectFirst, expectValid, chars, account } from './auth-schema-helpers';

/* Rules of docs/product.md §5 shared by the header login and registration step 1: limits, texts, name and password. */
describe('limits of docs/product.md §9', () => {
  it('uses 6-12 for names and passwords, 6 for the withdrawal password and SMS code, 8-11 phone digits', () => {
    expect([NAME_MIN, NAME_MAX, PASSWORD_MIN, PASSWORD_MAX]).toEqual([6, 12, 6, 12]);
    expect([QK_PWD_LENGTH, SMS_CODE_LENGTH]).toEqual([6, 6]);
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

/*
 * Header login and registration step 1 share the name rule and the password's length; a new
 * password's length is refused with the whole rule (new-password-rule.test.ts).
 */
describe.each([
  ['loginSchema', loginSchema, { name: 'player01', password: 'secret12' }, 'validation.passwordLength'],
  ['registerStep1Schema', registerStep1Schema, account, 'validation.newPasswordRule'],
] as const)('%s: name and password', (_label, schema, valid, lengthKey) => {
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
    ['5 characters', 'abc12', lengthKey],
    ['13 characters', 'abcdef1234567', lengthKey],
    ['empty', '', 'validation.passwordRequired'],
    ['a number', 12345678, 'validation.passwordRequired'],
    ['an array', ['secret12'], 'validation.passwordRequired'],
    ['null', null, 'validation.passwordRequired'],
    ['missing', undefined, 'validation.passwordRequired'],
  ])('rejects a password that is %s', (_what, password, key) => {
    expectFirst(schema, { ...valid, password, password_confirmation: password }, 'password', key);
  });

  it.each([
    ['6', 'xxxxx1'],
    ['12', 'xxxxxxxxxxx1'],
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
