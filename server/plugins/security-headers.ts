import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy } from '../services/pages/page-security.ts';
import { cookieValue, PLAY_COOKIE } from '../services/money/play-sessions.ts';

/** Headers every reply carries unless its route set its own (e.g. the demo game page's stricter CSP). */
const defaults: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // For browsers without CSP frame-ancestors.
  'x-frame-options': 'DENY',
};

/**
 * Replies no cache may keep: any to a call with a bearer token or a cookie-borne token, any that sets
 * a cookie, and API replies that name no caching of their own (the login's token is in one). A
 * public list with an ETag (server/services/caches/cached-reply.ts) is the same for every caller, so it keeps its
 * revalidation even when the lobby sends its token along.
 */
function mustNotBeStored(request: FastifyRequest, reply: FastifyReply): boolean {
  if (reply.hasHeader('set-cookie')) return true;
  if (reply.hasHeader('etag') && !request.member) return false;
  if (request.headers.authorization !== undefined || cookieValue(request.headers.cookie, PLAY_COOKIE) !== undefined) return true;
  return request.url.startsWith('/api/') && !reply.hasHeader('cache-control');
}

/**
 * Security headers on every reply, API and static alike. No CORS headers are ever added: the lobby
 * and its API share one origin, so other origins' scripts cannot read replies.
 */
function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(defaults)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (mustNotBeStored(request, reply) && !/\bno-store\b/.test(String(reply.getHeader('cache-control') ?? ''))) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** Security headers and no-store on every reply (reads `request.member` to keep public ETags cacheable). */
export const securityHeadersPlugin = fp(async (app) => registerSecurityHeaders(app), {
  name: 'lobby-security-headers',
  fastify: '5.x',
  dependencies: ['lobby-member'],
});
