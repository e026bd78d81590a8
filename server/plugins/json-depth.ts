import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../services/guards/json-nesting.ts';

/**
 * Replaces the `application/json` parser with Fastify's own (its prototype-poisoning checks kept,
 * as configured on the app) behind the depth check: too deep answers 400 in the caller's language
 * before JSON.parse, a schema or a handler sees it.
 */
function registerJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Asked for as a string (parseAs); typed as either by Fastify.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new AppError(400, 'json_too_deep', { limit: MAX_JSON_DEPTH }), undefined);
    return parse(request, text, done);
  });
}

/** The JSON parser with the depth check, for the whole app (the text guard walks what it parsed). */
export const jsonDepthPlugin = fp(async (app) => registerJsonDepthLimit(app), { name: 'lobby-json-depth', fastify: '5.x' });
