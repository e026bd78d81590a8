import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { amountToCents } from '../../domain/contracts/money.ts';
import {
  changeTransReplySchema,
  moneyLogReplySchema,
  providerWalletSchema,
  recallReplySchema,
  recoveryReplySchema,
  transferReplySchema,
  walletsReplySchema,
  type MoneyLogReply,
  type ProviderWallet,
  type RecallReply,
  type RecoveryReply,
  type TransferReply,
  type WalletsReply,
} from '../../domain/contracts/replies/money.ts';
import { apiMoneySchema, changeTransSchema, gameTransferSchema, moneyLogSchema } from '../../domain/contracts/wallet.ts';
import { translate } from '../i18n/translate.ts';
import { answerStoredInMovement, idempotent, ledgerKeyOf, settleClaim } from '../plugins/idempotency.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { balanceOf, providerWalletOf } from '../services/money/ledger.ts';
import { fromCents } from '../services/money/money.ts';
import { moneyLog } from '../services/money/money-log.ts';
import { findWalletProvider, memberWallets, recoverProviderWallets, setAutoTransfer, transferWithProvider } from '../services/money/wallet-transfers.ts';
import { balanceReply } from '../plugins/balance-reply.ts';
import { recallGameWallet } from '../services/money/game-recall.ts';
import { answerSlots, answerTemplate, balanceStampSlots } from '../services/money/keyed-answer.ts';
import { AppError } from '../errors.ts';

/**
 * The centre wallet and the member's wallet at each game provider (docs/product.md §7, games and
 * wallet). Every movement is a ledger transaction between the member's own accounts; the calls
 * that move money take an `Idempotency-Key` header.
 */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const member = [requireMember];
  const moving = [requireMember, idempotent];

  app.post('/game/api_moneys', { config: balanceReply, preHandler: member, schema: { response: { 200: walletsReplySchema } } }, async (request): Promise<WalletsReply> => {
    const { centreCents, balances, providers, autoTransfer } = await memberWallets(app, memberOf(request).id);
    return {
      money: fromCents(centreCents),
      auto_transfer: autoTransfer,
      list: providers.map((p) => ({ api_code: p.apiName, title: p.title, money: fromCents(balances.get(p.apiName) ?? 0) })),
    };
  });

  app.post(
    '/game/api_money',
    { preHandler: member, schema: { body: apiMoneySchema, response: { 200: providerWalletSchema } } },
    async (request): Promise<ProviderWallet> => {
      const provider = await findWalletProvider(app, request.body.api_code);
      const cents = await balanceOf(db, providerWalletOf(memberOf(request).id, provider.apiName));
      return { api_code: provider.apiName, title: provider.title, money: fromCents(cents) };
    },
  );

  app.post(
    '/game/deposit',
    // The key is claimed, and the reply with its balance stamp written and stored, in the movement's
    // own statement (plugins/idempotency.ts `settleClaim`, services/money/keyed-answer.ts).
    { config: { claimInMovement: true }, preHandler: moving, schema: { body: gameTransferSchema, response: { 200: transferReplySchema } } },
    async (request, reply) => {
      const { api_code, money, direction } = request.body;
      const provider = await findWalletProvider(app, api_code);
      const cents = amountToCents(money);
      const memberId = memberOf(request).id;
      const idempotencyKey = ledgerKeyOf(request);
      const message = translate(request.lang, direction === 'in' ? 'transfer_in_done' : 'transfer_out_done', { amount: fromCents(cents), provider: provider.title });
      // The reply, filled in and stored as the key's answer by the movement's statement (keyed-answer.ts).
      const [centreAfter, gameAfter] = direction === 'in' ? [answerSlots.after(1), answerSlots.after(2)] : [answerSlots.after(2), answerSlots.after(1)];
      const template = answerTemplate<TransferReply>({ ...balanceStampSlots, message, money: centreAfter, wallet: { api_code: provider.apiName, title: provider.title, money: gameAfter } });
      const settled = await settleClaim(app, request, reply, request.pendingClaim, async (now) => {
        const after = await transferWithProvider(db, { memberId, provider, cents, direction, idempotencyKey, claim: request.pendingClaim, now, answer: template });
        return after.taken ? null : after;
      });
      if ('replied' in settled) return settled.replied;
      answerStoredInMovement(app, request, settled.claimed.waited);
      // Sent as it is, the text the key keeps: the schema's serializer never sees a string.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(settled.claimed.body);
    },
  );

  // Every provider balance back to the centre wallet, in one ledger transaction.
  app.post('/game/recovery_last', { config: balanceReply, preHandler: moving, schema: { response: { 200: recoveryReplySchema } } }, async (request): Promise<RecoveryReply> => {
    const { totalCents, centreCents, from } = await recoverProviderWallets(db, memberOf(request).id, ledgerKeyOf(request));
    if (totalCents === 0) return { message: translate(request.lang, 'recovery_nothing'), money: fromCents(centreCents), recovered: '0.00', from: [] };
    return {
      message: translate(request.lang, 'recovery_done', { amount: fromCents(totalCents) }),
      money: fromCents(centreCents),
      recovered: fromCents(totalCents),
      from,
    };
  });

  // A closed game's wallet back to the centre when auto-transfer is on; keyed by the launch that opened it.
  app.post(
    '/game/recall',
    { config: balanceReply, preHandler: moving, schema: { body: apiMoneySchema, response: { 200: recallReplySchema } } },
    async (request): Promise<RecallReply> => {
      // The key is what makes a repeated close move the money once: a recall without one is refused.
      if (!request.idempotency) throw new AppError(422, 'invalid_field', { field: 'Idempotency-Key' });
      const provider = await findWalletProvider(app, request.body.api_code);
      const { autoTransfer, recalledCents } = await recallGameWallet(db, { memberId: memberOf(request).id, apiCode: provider.apiName, idempotencyKey: ledgerKeyOf(request) });
      const key = !autoTransfer ? 'recall_auto_off' : recalledCents > 0 ? 'recall_done' : 'recall_nothing';
      return {
        message: translate(request.lang, key, { amount: fromCents(recalledCents), provider: provider.title }),
        // The balance-reply hook writes the balance as it stands after the move.
        money: '0.00',
        recalled: fromCents(recalledCents),
        auto_transfer: autoTransfer,
      };
    },
  );

  app.post('/game/change_trans', { preHandler: member, schema: { body: changeTransSchema, response: { 200: changeTransReplySchema } } }, async (request) => {
    const on = request.body.status === 1;
    await setAutoTransfer(db, memberOf(request).id, on);
    return { message: translate(request.lang, on ? 'auto_transfer_on' : 'auto_transfer_off'), status: on ? (1 as const) : (0 as const) };
  });

  app.post('/moneylog', { preHandler: member, schema: { body: moneyLogSchema, response: { 200: moneyLogReplySchema } } }, async (request): Promise<MoneyLogReply> =>
    moneyLog(db, memberOf(request).id, request.body),
  );
};
