import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { amountToCents } from '../../domain/contracts/money.ts';
import {
  drawingReplySchema,
  withdrawalListSchema,
  withdrawInfoSchema,
  type DrawingReply,
  type WithdrawalItem,
  type WithdrawInfo,
} from '../../domain/contracts/replies/withdrawals.ts';
import { drawingSchema } from '../../domain/contracts/withdrawals.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { balanceOf, walletOf } from '../services/money/ledger.ts';
import { fromCents } from '../services/money/money.ts';
import { verifySecret } from '../services/accounts/passwords.ts';
import { qkPwdAccepted, takeQkPwdTry } from '../services/accounts/qk-pwd-guard.ts';
import { bonusLeftCents } from '../services/money/first-deposit-wagering.ts';
import { stillNeededCents, turnoverMet, turnoverOf, withdrawableCents } from '../services/money/withdrawal-rules.ts';
import { requestWithdrawal, withdrawalItems, withdrawWaitMs } from '../services/money/withdrawals.ts';
import { balanceReply } from '../plugins/balance-reply.ts';

/**
 * Withdrawals (docs/product.md §7 `/drawing`; `/drawing/info` and `/drawing/list` are the reference
 * server's own, for the Withdraw page). The amount is held at once and paid or returned when the
 * operator decides (`npm run ops -- pay-withdrawal|reject-withdrawal`).
 */
export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/drawing/info', { config: balanceReply, preHandler: requireMember, schema: { response: { 200: withdrawInfoSchema } } }, async (request): Promise<WithdrawInfo> => {
    const member = memberOf(request);
    const [balance, turnover, wait] = await Promise.all([balanceOf(db, walletOf(member.id)), turnoverOf(db, member.id), withdrawWaitMs(db, member.id, app.clock())]);
    return {
      money: fromCents(balance),
      withdrawable: fromCents(withdrawableCents(balance, turnover)),
      turnover: {
        deposited: fromCents(turnover.depositedCents),
        valid_betting: fromCents(turnover.validBettingCents),
        still_needed: fromCents(stillNeededCents(turnover)),
        met: turnoverMet(turnover),
      },
      bonus: turnover.bonus && {
        amount: fromCents(turnover.bonus.bonusCents),
        required: fromCents(turnover.bonus.requiredCents),
        wagered: fromCents(turnover.bonus.wageredCents),
        still_needed: fromCents(bonusLeftCents(turnover.bonus)),
        met: bonusLeftCents(turnover.bonus) === 0,
      },
      wait_seconds: Math.ceil(wait / 1000),
      has_qk_pwd: member.qkPwdHash !== null,
    };
  });

  app.get('/drawing/list', { preHandler: requireMember, schema: { response: { 200: withdrawalListSchema } } }, async (request): Promise<WithdrawalItem[]> =>
    withdrawalItems(db, memberOf(request).id, request.lang),
  );

  const drawing = { body: drawingSchema, response: { 200: drawingReplySchema } };
  app.post('/drawing', { config: balanceReply, preHandler: [requireMember, idempotent], schema: drawing }, async (request): Promise<DrawingReply> => {
    const member = memberOf(request);
    const now = app.clock();
    const { money, bank_id, qk_pwd } = request.body;
    if (!member.qkPwdHash) throw new AppError(422, 'qk_pwd_missing');
    const ticket = await takeQkPwdTry(db, member.id, request.ip, now);
    if (!(await verifySecret(qk_pwd, member.qkPwdHash))) throw new AppError(422, 'qk_pwd_wrong');
    await qkPwdAccepted(db, ticket);
    const { row, balanceCents } = await requestWithdrawal(db, member.id, amountToCents(money), bank_id, now);
    const [item] = await withdrawalItems(db, member.id, request.lang, row.id);
    return { message: translate(request.lang, 'withdraw_submitted'), money: fromCents(balanceCents), withdrawal: item! };
  });
};
