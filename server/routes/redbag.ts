import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { redbagLogSchema } from '../../domain/contracts/events.ts';
import {
  redbagDescSchema,
  redbagLogReplySchema,
  redbagOpenReplySchema,
  redbagRoundSchema,
  type RedbagDesc,
  type RedbagLogReply,
  type RedbagRound,
} from '../../domain/contracts/replies/events.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { memberOf, optionalMember, requireMember } from '../plugins/member.ts';
import { codedErrors } from '../error-handler.ts';
import { assertOwnName, redbagOpenBody } from '../services/events/event-access.ts';
import { memberDraws } from '../services/events/event-history.ts';
import type { PlayedDraws } from '../services/events/event-play.ts';
import { replyWithPlay, type PlayedAfter } from './reply-with-play.ts';
import { roundsStarted, startRedbagRound } from '../services/events/event-rounds.ts';
import { assertOpen, cachedEvent, toPrize, windowOf } from '../services/events/event-settings.ts';
import { fromCents } from '../services/money/money.ts';
import { serverDay } from '../../domain/time/operator-time.ts';
import { balanceReply } from '../plugins/balance-reply.ts';

/**
 * The red-packet rain (docs/product.md §7 `/redbag/desc`, `/redbag/log`, `/activity/redbag`; and
 * `/redbag/start` of the round model, docs/architecture.md §9): starting a round takes one of the day's
 * chances and deals the round's seed and times; at its end the lobby claims it once with the packets
 * opened, the server caps that by `max_open` and by the packets the round's seeded rain had let onto
 * the stage, draws each packet with the member's fair seeds and credits the round in one go.
 */
export const redbagRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/redbag/desc', { config: codedErrors, preHandler: optionalMember, schema: { response: { 200: redbagDescSchema } } }, async (request): Promise<RedbagDesc> => {
    const now = app.clock();
    const { setting, prizes } = await cachedEvent(app, 'redbag');
    const member = request.member;
    const chances = member ? Math.max(0, setting.dailyChances - (await roundsStarted(db, member.id, serverDay(now)))) : null;
    return {
      ...(await windowOf(app, 'redbag', setting, now)),
      round_seconds: setting.roundSeconds,
      max_open: setting.maxOpen,
      prizes: prizes.map(toPrize),
      chances,
    };
  });

  app.post('/redbag/log', { config: codedErrors, preHandler: requireMember, schema: { body: redbagLogSchema, response: { 200: redbagLogReplySchema } } }, async (request): Promise<RedbagLogReply> => {
    const page = await memberDraws(db, memberOf(request).id, 'redbag', request.body);
    return { ...page, page: request.body.page, limit: request.body.limit };
  });

  app.post('/redbag/start', { config: codedErrors, preHandler: requireMember, schema: { response: { 200: redbagRoundSchema } } }, async (request): Promise<RedbagRound> => {
    const now = app.clock();
    const { setting } = await cachedEvent(app, 'redbag');
    await assertOpen(app, 'redbag', setting, now);
    const { round, chancesLeft } = await startRedbagRound(db, { memberId: memberOf(request).id, now, setting });
    return { round_id: round.id, seed: round.seed, starts_at: round.startsAt.toISOString(), ends_at: round.endsAt.toISOString(), chances: chancesLeft };
  });

  app.post(
    '/activity/redbag',
    { config: { ...codedErrors, ...balanceReply, claimInMovement: true }, preHandler: [requireMember, idempotent], schema: { body: redbagOpenBody, response: { 200: redbagOpenReplySchema } } },
    async (request, reply) => {
      const member = memberOf(request);
      assertOwnName(member, request.body.name);
      const memberId = member.id;
      const config = await cachedEvent(app, 'redbag');
      await assertOpen(app, 'redbag', config.setting, app.clock());
      const roundId = request.body.round_id;
      // A claim without a round (an old page, a forged call) pays nothing: the server never saw the rain.
      if (roundId === undefined) throw new AppError(409, 'redbag_no_round');
      const times = Math.min(request.body.times, config.setting.maxOpen);
      /** The reply to a claim, without its balance stamp. */
      const answerOf = <C extends number | string>(play: PlayedDraws, after: PlayedAfter<C>) => {
        const total = fromCents(play.totalCents);
        const count = play.draws.length;
        return {
          message: translate(request.lang, count > 0 ? 'redbag_won' : 'redbag_none', { count, amount: total }),
          packets: play.draws.map((d) => ({ money: fromCents(d.amountCents), prize_index: d.prizeIndex, fair: d.fair })),
          total,
          money: after.money,
          chances: after.chances,
        };
      };
      return replyWithPlay<ReturnType<typeof answerOf<number>>>(app, request, reply, { event: 'redbag', memberId, times, config, roundId }, answerOf);
    },
  );
};
