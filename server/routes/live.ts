import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveDropReplySchema, liveStreamQuerySchema, liveStreamReplySchema } from '../../domain/contracts/live.ts';
import { memberOf, requireMember } from '../plugins/member.ts';

/**
 * `GET /api/member/live` (docs/product.md §10.2, not in the spec): the signed-in member's Server-Sent Events —
 * balances, unread mail, the events' switches, notices — until logout. Authenticated by the
 * Authorization header like every member call (never a token in the URL), so the lobby reads it
 * with fetch rather than EventSource. Visitors get no stream: what they see is public and re-read
 * on every page, and a connection per anonymous visitor would cost memory for nothing on screen.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/member/live', { preHandler: requireMember, schema: { querystring: liveStreamQuerySchema, response: { 200: liveStreamReplySchema } } }, (request, reply) =>
    app.live.stream(request, reply, request.query.replace !== '0', request.query.notes_after),
  );

  // Dev endpoints only (tests): cuts the caller's streams as a failed network would, so the lobby's reconnect can be seen.
  if (app.standIns.includes('dev_endpoints')) {
    app.post('/dev/live/drop', { preHandler: requireMember, schema: { response: { 200: liveDropReplySchema } } }, async (request) => ({
      dropped: app.live.drop(memberOf(request).id),
    }));
  }
};
