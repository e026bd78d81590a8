import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The lobby's bodies are two or three
 * deep; a body thousands deep costs every recursive walk after the parse (the text guard, the
 * request hash, the schemas) and could overflow the stack of one of them.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENING = new Set([0x5b, 0x7b]);
const CLOSING = new Set([0x5d, 0x7d]);

/**
 * True when `text` nests arrays and objects deeper than `limit`: brackets counted in one pass,
 * skipping strings (escapes included), stopping at the first level too deep. Malformed JSON is
 * left to the parser.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENING.has(c)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSING.has(c)) depth -= 1;
  }
  return false;
}

/**
 * Replaces the `application/json` parser with Fastify's own (its prototype-poisoning checks kept,
 * as configured on the app) behind the depth check: too deep answers 400 in the caller's language
 * before JSON.parse, a schema or a handler sees it.
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Asked for as a string (parseAs); typed as either by Fastify.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new AppError(400, 'json_too_deep', { limit: MAX_JSON_DEPTH }), undefined);
    return parse(request, text, done);
  });
}
