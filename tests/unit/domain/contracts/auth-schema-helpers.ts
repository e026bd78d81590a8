import { expect } from 'vitest';
import type { z } from 'zod';
import type { RegisterSetting } from '../../../../domain/contracts/config';
import en from '../../../../domain/texts/en.json';

/* What the auth contract tests share: the first message of a failing payload and its English text. */
export interface Problem {
  path: string;
  message: string;
}

export function problems(schema: z.ZodType, input: unknown): Problem[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const validationTexts: Record<string, string> = en.validation;

/** The English text of a `validation.*` key, as the lobby shows it. */
export function enText(key: string): string | undefined {
  const [namespace, name, ...rest] = key.split('.');
  return namespace === 'validation' && name !== undefined && rest.length === 0 ? validationTexts[name] : undefined;
}

/** The first message (the one the forms show) is `key` on `path`, and `key` has an English text. */
export function expectFirst(schema: z.ZodType, input: unknown, path: string, key: string) {
  expect(problems(schema, input)[0]).toEqual({ path, message: key });
  expect(enText(key)).toEqual(expect.any(String));
}

export function expectValid(schema: z.ZodType, input: unknown) {
  expect(problems(schema, input)).toEqual([]);
}

export const chars = (n: number, c = 'a') => c.repeat(n);
export const digits = (n: number) => '1234567890'.repeat(3).slice(0, n);

export const account = { name: 'player01', password: 'secret12', password_confirmation: 'secret12' };
export const setting = (realname: boolean, phone: boolean, captcha = false): RegisterSetting => ({
  isRealNameRequred: realname,
  isPhoneRequired: phone,
  isCaptchaRequired: captcha,
});
