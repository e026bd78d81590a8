import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { translate } from '../i18n/translate.ts';
import { cachedBanners } from '../services/content/banners.ts';
import { sendCachedReply, type CachedReply } from '../services/caches/cached-reply.ts';
import { etagOf } from '../services/caches/conditional-get.ts';
import { createIndexPage } from '../services/content/index-page.ts';
import { contentSecurityPolicy, inlineScriptHashes } from '../services/pages/page-security.ts';

/** Content-hashed build files (js/[name]-[hash].js, css/…, assets/…): a new build gives new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Files copied unhashed from assets/public (/media/…, /brand/…) keep their names across builds:
 * cached an hour, then revalidated with their ETag / Last-Modified (a 304 when unchanged).
 */
export const UNHASHED = 'public, max-age=3600';
const hashedName = /^\/(?:js|css|assets)\/(?:[^/]+\/)*[^/]+-[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/;

/**
 * Hash routing: any non-API path that names no file is the lobby itself. A missing file (a chunk of
 * an older build, say) is a 404, not the page: HTML where a script is expected only confuses.
 */
const isPagePath = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return !path.startsWith('/api/') && !/\.(?!html?$)[A-Za-z0-9]+$/.test(path);
};

export const cacheControlFor = (urlPath: string): string => (hashedName.test(urlPath) ? IMMUTABLE : UNHASHED);

/** One version of the written page: compressed once, revalidated by its ETag, with its own CSP. */
interface PageVersion extends CachedReply {
  body: string;
  csp: string;
}

function versionOf(html: string): PageVersion {
  return { body: html, etag: etagOf(html), csp: contentSecurityPolicy(inlineScriptHashes(html)), encoded: {} };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageVersion): FastifyReply {
  reply.header('content-security-policy', page.csp);
  return sendCachedReply(request, reply, page, 'text/html; charset=utf-8');
}

/**
 * The built lobby at `/` when `staticDir` holds one: its files (pre-compressed .br/.gz variants by
 * the build, see scripts/vite-precompress.ts) with long caching for hashed names, and index.html
 * for every other non-API GET (hash routing), written with the first banners and sent with a CSP
 * that allows exactly its inline scripts. Everything else that matches no route is a JSON 404.
 */
async function registerLobby(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const built = Boolean(staticDir && existsSync(join(staticDir, 'index.html')));
  if (staticDir && built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // Compressed variants are picked by Accept-Encoding, not served by their own names; index.html
      // only goes out written (below), never raw.
      globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply) => void reply.header('cache-control', cacheControlFor(reply.request.routeOptions.url ?? reply.request.url)),
    });
  }
  const indexPage = built ? createIndexPage(join(staticDir!, 'index.html'), (lang) => cachedBanners(app, 'home', lang)) : null;
  let last: PageVersion | null = null;

  app.setNotFoundHandler(async (request, reply) => {
    if (indexPage && (request.method === 'GET' || request.method === 'HEAD') && isPagePath(request.url)) {
      const html = await indexPage();
      if (last?.body !== html) last = versionOf(html);
      return sendPage(request, reply, last);
    }
    return reply.code(404).send({ message: translate(request.lang, 'not_found') });
  });
}

/** The built lobby and the JSON 404 (in `request.lang`, banners from `app.caches`); registered after the API. */
export const lobbySitePlugin = fp<{ staticDir?: string }>(async (app, options) => registerLobby(app, options.staticDir), {
  name: 'lobby-site',
  fastify: '5.x',
  dependencies: ['lobby-caches', 'lobby-lang'],
});
