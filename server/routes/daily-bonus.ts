import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DAILY_BONUS_AWARD_PATH_ID, dailyBonusClaimSchema, dailyBonusHistorySchema } from '../../domain/contracts/daily-bonus.ts';
import {
  type DailyBonusCheckReply,
  type DailyBonusClaimItem,
  type DailyBonusClaimReply,
  type DailyBonusPage,
  type DailyBonusStatus,
  type DailyCheckInItem,
  checkInPageSchema,
  claimPageSchema,
  dailyBonusCheckReplySchema,
  dailyBonusClaimReplySchema,
  dailyBonusStatusSchema,
} from '../../domain/contracts/replies/daily-bonus.ts';
import { translate } from '../i18n/translate.ts';
import { idempotent, ledgerKeyOf } from '../plugins/idempotency.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { checkIn, claimDailyAward, dailyBonusStatus } from '../services/member/daily-bonus.ts';
import { checkInHistory, claimHistory } from '../services/member/daily-bonus-history.ts';
import { fromCents } from '../services/money/money.ts';
import { balanceReply } from '../plugins/balance-reply.ts';

/**
 * Daily bonus of docs/product.md §7: one check-in per server day, award tiers reached by the check-ins of
 * a calendar month and claimed once each per month (credited through the ledger), and both histories.
 */
export const dailyBonusRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.post('/dailybonus/check', { preHandler: requireMember, schema: { response: { 200: dailyBonusCheckReplySchema } } }, async (request): Promise<DailyBonusCheckReply> => {
    const done = await checkIn(db, memberOf(request).id, app.clock());
    return { message: translate(request.lang, 'daily_bonus_checked', { count: done.count, streak: done.streak }), ...done };
  });

  app.get('/dailybonus/award/list', { preHandler: requireMember, schema: { response: { 200: dailyBonusStatusSchema } } }, async (request): Promise<DailyBonusStatus> =>
    dailyBonusStatus(db, memberOf(request).id, request.lang, app.clock()),
  );

  // The path id is fixed (docs/product.md §9); the tier is the body's. An Idempotency-Key replays the first answer.
  app.post(
    `/dailybonus/${DAILY_BONUS_AWARD_PATH_ID}/award`,
    { config: balanceReply, preHandler: [requireMember, idempotent], schema: { body: dailyBonusClaimSchema, response: { 200: dailyBonusClaimReplySchema } } },
    async (request): Promise<DailyBonusClaimReply> => {
      const memberId = memberOf(request).id;
      const claim = { memberId, awardId: request.body.award_id, lang: request.lang, now: app.clock(), ledgerKey: ledgerKeyOf(request) };
      const paid = await claimDailyAward(db, claim);
      return { message: translate(request.lang, 'daily_bonus_claimed', { amount: fromCents(paid.amountCents) }), money: fromCents(paid.balanceCents), award: paid.award };
    },
  );

  app.get('/dailybonus/history', { preHandler: requireMember, schema: { querystring: dailyBonusHistorySchema, response: { 200: checkInPageSchema } } }, async (request): Promise<DailyBonusPage<DailyCheckInItem>> =>
    checkInHistory(db, memberOf(request).id, request.query),
  );

  app.get('/dailybonus/award/history', { preHandler: requireMember, schema: { querystring: dailyBonusHistorySchema, response: { 200: claimPageSchema } } }, async (request): Promise<DailyBonusPage<DailyBonusClaimItem>> =>
    claimHistory(db, memberOf(request).id, request.lang, request.query),
  );
};
