import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { redbagLogSchema } from '../../src/contracts/events.ts';
import type { RedbagDesc, RedbagLogReply, RedbagOpenReply } from '../../src/contracts/events-types.ts';
import { transact } from '../db/transact.ts';
import { translate } from '../i18n/translate.ts';
import { idempotent, ledgerKeyOf } from '../plugins/idempotency.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { assertOwnName, codedErrors, optionalMember, redbagOpenBody } from '../services/event-access.ts';
import { memberDraws, playsOn } from '../services/event-history.ts';
import { playEvent } from '../services/event-play.ts';
import { assertOpen, cachedEvent, toPrize, windowOf } from '../services/event-settings.ts';
import { fromCents } from '../services/money.ts';
import { serverDay } from '../services/server-day.ts';

/**
 * The red-packet rain (spec point 7 `/redbag/desc`, `/redbag/log`, `/activity/redbag`): a round is
 * one chance; at its end the lobby says how many packets were opened, the server caps that by
 * `max_open`, draws each packet with the member's fair seeds and credits the round in one go.
 */
export const redbagRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/redbag/desc', { config: codedErrors, preHandler: optionalMember }, async (request): Promise<RedbagDesc> => {
    const now = app.clock();
    const { setting, prizes } = await cachedEvent(app, 'redbag');
    const member = request.member;
    const chances = member ? Math.max(0, setting.dailyChances - (await playsOn(db, member.id, 'redbag', serverDay(now)))) : null;
    return {
      ...(await windowOf(app, 'redbag', setting, now)),
      round_seconds: setting.roundSeconds,
      max_open: setting.maxOpen,
      prizes: prizes.map(toPrize),
      chances,
    };
  });

  app.post('/redbag/log', { config: codedErrors, preHandler: requireMember, schema: { body: redbagLogSchema } }, async (request): Promise<RedbagLogReply> => {
    const page = await memberDraws(db, memberOf(request).id, 'redbag', request.body);
    return { ...page, page: request.body.page, limit: request.body.limit };
  });

  app.post(
    '/activity/redbag',
    { config: codedErrors, preHandler: [requireMember, idempotent], schema: { body: redbagOpenBody } },
    async (request): Promise<RedbagOpenReply> => {
      const member = memberOf(request);
      assertOwnName(member, request.body.name);
      const memberId = member.id;
      const now = app.clock();
      const config = await cachedEvent(app, 'redbag');
      await assertOpen(app, 'redbag', config.setting, now);
      const times = Math.min(request.body.times, config.setting.maxOpen);
      const played = await transact(db, (tx) => playEvent(tx, { event: 'redbag', memberId, times, now, config, requestKey: ledgerKeyOf(request) }));
      const total = fromCents(played.totalCents);
      const count = played.draws.length;
      return {
        message: translate(request.lang, count > 0 ? 'redbag_won' : 'redbag_none', { count, amount: total }),
        packets: played.draws.map((d) => ({ money: d.row.money, prize_index: d.row.prize_index, fair: d.row.fair })),
        total,
        money: fromCents(played.balanceCents),
        chances: played.chancesLeft,
      };
    },
  );
};
