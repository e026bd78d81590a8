import type { z } from 'zod';
import { AppError } from './errors.ts';
import { isMessageKey } from './i18n/translate.ts';

/**
 * Parses with a schema built at request time (e.g. the register rules of the current config) and
 * fails the way route schemas do: 422 with the first rule broken, in the caller's language.
 */
export function validate<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const field = first?.path.join('.') || 'body';
  throw new AppError(422, isMessageKey(first?.message) ? first.message : 'invalid_field', { field });
}
