import type { MessageKey, MessageParams } from './i18n/translate.ts';

/** An expected failure: the error handler answers `status` with the translated `key`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    /** Extra reply headers, e.g. `retry-after` on a 429. */
    readonly headers: Record<string, string> = {},
    /** Extra reply fields beside `message`, e.g. a refusal's `code` and `until` (docs/product.md §10.1); JSON values. */
    readonly fields: Readonly<Record<string, unknown>> = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/** 422 with a message key: bad input the schema could not see (e.g. a wrong SMS code). */
export const invalid = (key: MessageKey, params?: MessageParams) => new AppError(422, key, params);

/** 429 telling the caller how many seconds to wait, in the message (`{seconds}`) and in Retry-After. */
export const tooSoon = (key: MessageKey, waitMs: number) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(429, key, { seconds, minutes: Math.ceil(seconds / 60) }, { 'retry-after': String(seconds) });
};
