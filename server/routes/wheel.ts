import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  wheelAwardReplySchema,
  wheelQueryReplySchema,
  wheelSettingSchema,
  type WheelQueryReply,
  type WheelSetting,
} from '../../domain/contracts/replies/events.ts';
import { translate } from '../i18n/translate.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { codedErrors } from '../error-handler.ts';
import { assertOwnName, wheelNameBody } from '../services/events/event-access.ts';
import { memberDraws, playsOn, recentWinners } from '../services/events/event-history.ts';
import type { PlayedDraws } from '../services/events/event-play.ts';
import { replyWithPlay, type PlayedAfter } from './reply-with-play.ts';
import { assertOpen, cachedEvent, toPrize, windowOf } from '../services/events/event-settings.ts';
import { fromCents } from '../services/money/money.ts';
import { serverDay } from '../../domain/time/operator-time.ts';
import { balanceReply } from '../plugins/balance-reply.ts';

/** Draws `/wheel/query` lists: the member's last ones. */
const HISTORY_ROWS = 20;

/**
 * The prize wheel (docs/product.md §7 `/wheel/setting`, `/wheel/query`, `/wheel/award`): the server draws
 * every spin with the member's fair seeds, within their chances and the day's budget, and credits
 * the prize in the same transaction; the lobby only animates to the index it is given.
 */
export const wheelRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/wheel/setting', { config: codedErrors, schema: { response: { 200: wheelSettingSchema } } }, async (): Promise<WheelSetting> => {
    const { setting, prizes } = await cachedEvent(app, 'wheel');
    return { ...(await windowOf(app, 'wheel', setting, app.clock())), prizes: prizes.map(toPrize) };
  });

  app.post('/wheel/query', { config: codedErrors, preHandler: requireMember, schema: { body: wheelNameBody, response: { 200: wheelQueryReplySchema } } }, async (request): Promise<WheelQueryReply> => {
    const member = memberOf(request);
    assertOwnName(member, request.body.name);
    const { setting } = await cachedEvent(app, 'wheel');
    const [used, history, winners] = await Promise.all([
      playsOn(db, member.id, 'wheel', serverDay(app.clock())),
      memberDraws(db, member.id, 'wheel', { limit: HISTORY_ROWS, page: 1 }),
      recentWinners(db, 'wheel'),
    ]);
    return { name: member.name, chances: Math.max(0, setting.dailyChances - used), history: history.list, winners };
  });

  app.post(
    '/wheel/award',
    // The key is claimed, and the reply with its balance stamp written and stored, in the spin's own
    // statement (services/events/event-play.ts); `balanceReply` stamps only a replayed play's reply.
    { config: { ...codedErrors, ...balanceReply, claimInMovement: true }, preHandler: [requireMember, idempotent], schema: { body: wheelNameBody, response: { 200: wheelAwardReplySchema } } },
    async (request, reply) => {
      const member = memberOf(request);
      assertOwnName(member, request.body.name);
      const config = await cachedEvent(app, 'wheel');
      await assertOpen(app, 'wheel', config.setting, app.clock());
      /** The reply to a spin, without its balance stamp. */
      const answerOf = <C extends number | string>(play: PlayedDraws, after: PlayedAfter<C>) => {
        const draw = play.draws[0]!;
        const prize = config.prizes.find((p) => p.id === draw.prizeId) ?? config.prizes[draw.prizeIndex]!;
        return {
          message: translate(request.lang, draw.amountCents > 0 ? 'wheel_won' : 'wheel_no_prize', { amount: fromCents(draw.amountCents) }),
          prize_index: draw.prizeIndex,
          prize: toPrize(prize),
          money: after.money,
          chances: after.chances,
          fair: draw.fair,
        };
      };
      return replyWithPlay<ReturnType<typeof answerOf<number>>>(app, request, reply, { event: 'wheel', memberId: member.id, times: 1, config }, answerOf);
    },
  );
};
