import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { AppError } from './errors.ts';
import { hasForbiddenCharacters } from '../domain/contracts/plain-text.ts';
import { isMessageKey, type MessageKey } from './i18n/translate.ts';

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

/**
 * NUL, which PostgreSQL text cannot hold, and lone UTF-16 surrogates, which no encoding can: either
 * one would reach the database and fail there (a 500 with the query in the log).
 */
// eslint-disable-next-line no-control-regex -- the NUL is what this looks for
const unreadable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const isUnreadable = (text: string) => unreadable.test(text);

/** The path of the first string (or object key) in `value` that `bad` finds fault with; null when all is well. */
function textAt(value: unknown, bad: (text: string) => boolean, path = ''): string | null {
  if (typeof value === 'string') return bad(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (bad(key)) return path || 'body';
    const found = textAt(inner, bad, here);
    if (found !== null) return found;
  }
  return null;
}

/** The path of the first string (or object key) in `value` that holds unreadable text; null when all is well. */
export const unreadableTextAt = (value: unknown, path = ''): string | null => textAt(value, isUnreadable, path);

/**
 * The path of the first string (or object key) that holds a control or bidi character members may
 * not send (domain/contracts/plain-text.ts: terminal escapes, C1, text-order overrides); null when none.
 */
export const forbiddenTextAt = (value: unknown, path = ''): string | null => textAt(value, hasForbiddenCharacters, path);

/**
 * preValidation of every route: 400 naming the field before any schema, handler or SQL sees the
 * text, for text the database cannot hold and for text that would drive a terminal or reorder
 * itself where it is shown (every free-text field at once: feedback, names, card holders, remarks, mail).
 */
export async function refuseUnreadableText(request: FastifyRequest): Promise<void> {
  const checks: [(value: unknown) => string | null, MessageKey][] = [
    [unreadableTextAt, 'invalid_text'],
    [forbiddenTextAt, 'control_text'],
  ];
  for (const [find, key] of checks) {
    for (const [part, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const at = find(value);
      if (at !== null) throw new AppError(400, key, { field: at || part });
    }
  }
}

/**
 * Appends the text check to each route's own preValidation, so it runs after `requireMember`
 * (moved there by plugins/member.ts): a visitor gets 401 whatever the body holds.
 */
function registerTextGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const own = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? [...route.preValidation] : [route.preValidation];
    route.preValidation = [...own, refuseUnreadableText] as RouteOptions['preValidation'];
  });
}

/**
 * The text check on every route. Its onRoute hook must run after the member plugin's (which moves
 * `requireMember` to preValidation first), and the body's shape is guarded before its text: a JSON
 * body nested too deep is not parsed at all (lobby-json-depth).
 */
export const textGuardPlugin = fp(async (app) => registerTextGuard(app), {
  name: 'lobby-text-guard',
  fastify: '5.x',
  dependencies: ['lobby-member', 'lobby-json-depth'],
});
