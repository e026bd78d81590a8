import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { databaseOutage } from './db/unavailable.ts';
import { serialiseError } from './log-options.ts';
import { isMessageKey, translate, type MessageKey } from './i18n/translate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opt-in of a route: its expected errors answer `{ message, code }`, `code` being the message key. */
    codedErrors?: boolean;
  }
}

/** Route options of a route whose callers tell its refusals apart: expected errors answer `{ message, code }`. */
export const codedErrors = { codedErrors: true };

/** What a client is told to wait before trying again while the database is out of reach (it is back within seconds or down for longer). */
const OUTAGE_RETRY_AFTER_S = '5';

/** Fastify's own 4xx errors, by code, mapped to a message key. */
const fastifyCodes: Record<string, MessageKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
};

function keyForStatus(status: number): MessageKey {
  if (status === 401) return 'unauthenticated';
  if (status === 404) return 'not_found';
  if (status === 413) return 'body_too_large';
  if (status === 415) return 'unsupported_media';
  if (status === 429) return 'too_many_requests';
  return 'bad_request';
}

/**
 * One central error handler: `{ message }` in the caller's language, never a stack trace.
 * Schema failures answer 422 with the first rule broken (a key of the shared contracts).
 */
function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const lang = request.lang;
    // The database out of reach is no bug of ours: a 503 the caller can read, logged without a stack.
    const outage = databaseOutage(thrown);
    if (outage) request.log.warn({ outage, url: request.routeOptions.url }, 'database unavailable');
    const error = outage ? new AppError(503, 'database_unavailable', {}, { 'retry-after': OUTAGE_RETRY_AFTER_S }) : thrown;
    if (error instanceof AppError) {
      const message = translate(lang, error.key, error.params);
      // Most routes answer `{ message }` alone (docs/product.md §7); the event calls opted in to a code too.
      const body = { ...(request.routeOptions.config.codedErrors ? { message, code: error.key } : { message }), ...error.fields };
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
      const key = isMessageKey(first?.message) ? first.message : 'invalid_field';
      return reply.code(422).send({ message: translate(lang, key, { field }) });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      // Never the error itself: a failed query's message carries its parameters.
      request.log.error({ error: serialiseError(error) }, 'request failed');
      return reply.code(status).send({ message: translate(lang, 'internal_error') });
    }
    const key = fastifyCodes[error.code] ?? keyForStatus(status);
    return reply.code(status).send({ message: translate(lang, key) });
  });
}

/** The one error handler of the app (answers in `request.lang`). */
export const errorHandlerPlugin = fp(async (app) => registerErrorHandler(app), {
  name: 'lobby-error-handler',
  fastify: '5.x',
  dependencies: ['lobby-lang'],
});
