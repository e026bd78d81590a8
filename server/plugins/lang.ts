import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaultLang, toLang, type Lang } from '../../domain/contracts/lang.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's interface language (query or body `lang`, docs/product.md §7); zh_cn when absent. */
    lang: Lang;
  }
}

function langOf(source: unknown): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as { lang?: unknown }).lang;
  return typeof value === 'string' ? value : undefined;
}

/** Sets `request.lang` before validation so even schema errors answer in the caller's language. */
function registerLang(app: FastifyInstance): void {
  app.decorateRequest('lang', defaultLang);
  app.addHook('onRequest', async (request) => {
    request.lang = toLang(langOf(request.query));
  });
  app.addHook('preValidation', async (request) => {
    const fromBody = langOf(request.body);
    if (fromBody !== undefined && langOf(request.query) === undefined) request.lang = toLang(fromBody);
  });
}

/** Named so the plugins that read `request.lang` (the error handler) can require it before them. */
export const langPlugin = fp(async (app) => registerLang(app), { name: 'lobby-lang', fastify: '5.x' });
