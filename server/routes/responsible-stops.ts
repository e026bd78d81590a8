import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReplySchema, type MessageReply } from '../../domain/contracts/replies/message.ts';
import { realitySessionSchema, type RealitySession } from '../../domain/contracts/replies/responsible-stops.ts';
import { realityCheckSchema, selfExcludeSchema, timeOutSchema } from '../../domain/contracts/responsible-play.ts';
import { translate } from '../i18n/translate.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { deviceIdOf } from '../services/accounts/device-header.ts';
import { startStop, type StopKind } from '../services/member/responsible-play/play-stops.ts';
import { realitySession, setRealityCheck } from '../services/member/responsible-play/reality-check.ts';
import { answerAllRealityChecks, answerRealityCheck } from '../services/member/responsible-play/reality-due.ts';
import { serverClockText } from '../../domain/time/operator-time.ts';

/**
 * Responsible play, the member's own stops (docs/product.md §10.1): a time-out (days) or a self-exclusion
 * (months), each confirmed with the login password, ends every session of the member at once and
 * cannot be shortened; the reality check's interval and the session it reports on. The deposit
 * limits and `GET /member/limits` are in their own routes.
 */
export const responsibleStopRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const confirmed = { 200: messageReplySchema };

  async function stop(request: FastifyRequest, kind: StopKind, length: number, password: string): Promise<Date> {
    const member = memberOf(request);
    const device = deviceIdOf(request);
    const until = await startStop(db, { kind, length, password, memberId: member.id, memberName: member.name, address: request.ip, device, now: app.clock() });
    // The revoked tokens announce themselves (migration 0032); the member hears "done" only once every
    // process has forgotten their sessions too (a 503 otherwise: server/plugins/caches.ts).
    await app.caches.forgetMemberEverywhere(member.id);
    return until;
  }

  app.post('/member/time_out', { preHandler: requireMember, schema: { body: timeOutSchema, response: confirmed } }, async (request): Promise<MessageReply> => {
    const until = await stop(request, 'time_out', request.body.days, request.body.password);
    return { message: translate(request.lang, 'time_out_done', { until: serverClockText(until) }) };
  });

  app.post('/member/self_exclude', { preHandler: requireMember, schema: { body: selfExcludeSchema, response: confirmed } }, async (request): Promise<MessageReply> => {
    const until = await stop(request, 'self_exclusion', request.body.months, request.body.password);
    return { message: translate(request.lang, 'self_exclude_done', { until: serverClockText(until) }) };
  });

  app.post('/member/reality_check', { preHandler: requireMember, schema: { body: realityCheckSchema, response: confirmed } }, async (request): Promise<MessageReply> => {
    const { minutes } = request.body;
    const now = app.clock();
    await setRealityCheck(db, memberOf(request).id, minutes, now);
    await answerAllRealityChecks(db, memberOf(request).id, now);
    return { message: minutes === 0 ? translate(request.lang, 'reality_check_off') : translate(request.lang, 'reality_check_set', { minutes }) };
  });

  // "Continue" on the lobby's reality check: the game windows of this login take bets again (demo-game.ts).
  app.post('/member/reality_check/continue', { preHandler: requireMember, schema: { response: confirmed } }, async (request): Promise<MessageReply> => {
    await answerRealityCheck(db, request.tokenHash!, app.clock());
    return { message: translate(request.lang, 'reality_check_continued') };
  });

  app.get('/member/reality_check', { preHandler: requireMember, schema: { response: { 200: realitySessionSchema } } }, async (request): Promise<RealitySession> =>
    realitySession(db, memberOf(request).id, request.tokenHash!),
  );
};
