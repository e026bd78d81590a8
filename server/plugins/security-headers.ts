import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from '../services/page-security.ts';

/** Headers every reply carries unless its route set its own (e.g. the demo game page's stricter CSP). */
const defaults: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // For browsers without CSP frame-ancestors.
  'x-frame-options': 'DENY',
};

/**
 * Security headers on every reply, API and static alike. No CORS headers are ever added: the lobby
 * and its API share one origin, so other origins' scripts cannot read replies.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(defaults)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}
