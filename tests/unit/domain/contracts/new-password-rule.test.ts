import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { newPasswordRule, registerStep1Schema, resetPasswordSchema, resetStep2Schema } from '../../../../domain/contracts/auth';
import { passwordModifySchema } from '../../../../domain/contracts/member-passwords';
import en from '../../../../domain/texts/en.json';
import zhCn from '../../../../domain/texts/zh_cn.json';
import zhHk from '../../../../domain/texts/zh_hk.json';
import { problems } from './auth-schema-helpers';

/*
 * One rule for every new login password: 6-12 letters and digits with at least one of each. The
 * register, reset and change forms (and the server, which parses the same schemas) refuse the same
 * passwords with the same message, and every form's hint says the same rule in each language.
 */

const rejected = [
  ['letters only', 'abcdef'],
  ['digits only', '123456'],
  ['5 characters', 'abc12'],
  ['13 characters', 'abcdef1234567'],
  ['a space', 'abc 123'],
  ['punctuation', 'abc_123'],
  ['a letter outside A-Z', 'abcdé1'],
] as const;
const accepted = ['abc123', 'ABCDEFGHIJ12', '1a2b3c', 'Secret99'];

/** Each form's payload with `password` (and its confirmation) set. */
const forms: ReadonlyArray<readonly [string, z.ZodType, (password: string) => unknown]> = [
  ['registration step 1', registerStep1Schema, (password) => ({ name: 'player01', password, password_confirmation: password })],
  ['forgot password step 2', resetStep2Schema, (password) => ({ password, password_confirmation: password })],
  [
    'the /auth/reset_pass payload',
    resetPasswordSchema,
    (password) => ({ password, password_confirmation: password, phone: '+8613800000001', sms_code: '123456' }),
  ],
  ['the password change', passwordModifySchema, (password) => ({ old_password: 'demo123', password, password_confirmation: password })],
];

describe('newPasswordRule', () => {
  it.each(rejected)('refuses %s (%s) with the rule itself as the message', (_what, password) => {
    const result = newPasswordRule.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.newPasswordRule');
  });

  it.each(accepted)('accepts %s', (password) => {
    expect(newPasswordRule.safeParse(password).success).toBe(true);
  });

  it('asks for a password when there is none', () => {
    expect(newPasswordRule.safeParse('').error?.issues[0]?.message).toBe('validation.passwordRequired');
  });
});

describe.each(forms)('%s uses the one rule', (_form, schema, payload) => {
  it.each(rejected)('refuses %s (%s) on the password', (_what, password) => {
    expect(problems(schema, payload(password))[0]).toEqual({ path: 'password', message: 'validation.newPasswordRule' });
  });

  it.each(accepted)('accepts %s', (password) => {
    expect(problems(schema, payload(password))).toEqual([]);
  });
});

describe('the rule in three languages', () => {
  it.each([
    ['en', en, /6.*12/, /letter/i],
    ['zh_cn', zhCn, /6-12/, /字母/],
    ['zh_hk', zhHk, /6-12/, /字母/],
  ] as const)('%s: the hint and the refusal both say 6-12 and letters and digits', (_lang, texts, length, letters) => {
    for (const text of [texts.auth.passwordHint, texts.validation.newPasswordRule]) {
      expect(text).toMatch(length);
      expect(text).toMatch(letters);
    }
  });
});
