import type { MessageKey, MessageParams } from './i18n/translate.ts';

/** An expected failure: the error handler answers `status` with the translated `key`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/** 422 with a message key: bad input the schema could not see (e.g. a wrong SMS code). */
export const invalid = (key: MessageKey, params?: MessageParams) => new AppError(422, key, params);
