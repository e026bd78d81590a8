import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { amountToCents } from '../../src/contracts/money.ts';
import { apiMoneySchema, changeTransSchema, gameTransferSchema, moneyLogSchema } from '../../src/contracts/wallet.ts';
import type { MoneyLogReply, ProviderWallet, RecoveryReply, TransferReply, WalletsReply } from '../../src/contracts/wallet-types.ts';
import { gameProviders, members } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { idempotent, ledgerKeyOf } from '../plugins/idempotency.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { balanceOf, memberBalances, postTransaction, providerWalletOf, walletOf, type Posting } from '../services/money/ledger.ts';
import { fromCents } from '../services/money/money.ts';
import { moneyLog } from '../services/money/money-log.ts';
import { transact } from '../db/transact.ts';

/**
 * The centre wallet and the member's wallet at each game provider (spec point 7, games and
 * wallet). Every movement is a ledger transaction between the member's own accounts; the calls
 * that move money take an `Idempotency-Key` header.
 */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const member = [requireMember];
  const moving = [requireMember, idempotent];

  // Read on every transfer; providers change only with the seed or a migration, so the list is kept
  // like the other content lists.
  const providers = () =>
    app.caches.content.get('wallet:providers', () =>
      db
        .select({ apiName: gameProviders.apiName, title: gameProviders.title })
        .from(gameProviders)
        .where(eq(gameProviders.enabled, true))
        .orderBy(asc(gameProviders.gameType), asc(gameProviders.sort), asc(gameProviders.id)),
    );

  const findProvider = async (apiCode: string) => {
    const [found] = (await providers()).filter((p) => p.apiName === apiCode);
    if (!found) throw new AppError(404, 'provider_not_found');
    return found;
  };

  const walletOfProvider = async (memberId: number, provider: { apiName: string; title: string }): Promise<ProviderWallet> => ({
    api_code: provider.apiName,
    title: provider.title,
    money: fromCents(await balanceOf(db, providerWalletOf(memberId, provider.apiName))),
  });

  app.post('/game/api_moneys', { preHandler: member }, async (request): Promise<WalletsReply> => {
    const { id } = memberOf(request);
    const [balances, list, centre, [settings]] = await Promise.all([
      memberBalances(db, id, 'provider'),
      providers(),
      balanceOf(db, walletOf(id)),
      db.select({ autoTransfer: members.autoTransfer }).from(members).where(eq(members.id, id)),
    ]);
    return {
      money: fromCents(centre),
      auto_transfer: settings?.autoTransfer ?? false,
      list: list.map((p) => ({ api_code: p.apiName, title: p.title, money: fromCents(balances.get(p.apiName) ?? 0) })),
    };
  });

  app.post('/game/api_money', { preHandler: member, schema: { body: apiMoneySchema } }, async (request): Promise<ProviderWallet> =>
    walletOfProvider(memberOf(request).id, await findProvider(request.body.api_code)),
  );

  app.post('/game/deposit', { preHandler: moving, schema: { body: gameTransferSchema } }, async (request): Promise<TransferReply> => {
    const { id } = memberOf(request);
    const { api_code, money, direction } = request.body;
    const provider = await findProvider(api_code);
    const cents = amountToCents(money);
    const centre = walletOf(id);
    const game = providerWalletOf(id, provider.apiName);
    const [from, to] = direction === 'in' ? [centre, game] : [game, centre];
    const moved = await postTransaction(db, {
      kind: 'transfer',
      memberId: id,
      postings: [{ account: from, amountCents: -cents }, { account: to, amountCents: cents }],
      note: `${direction} ${provider.apiName}`,
      idempotencyKey: ledgerKeyOf(request),
    });
    const [fromAfter = 0, toAfter = 0] = moved.balancesAfter;
    const [centreAfter, gameAfter] = direction === 'in' ? [fromAfter, toAfter] : [toAfter, fromAfter];
    return {
      message: translate(request.lang, direction === 'in' ? 'transfer_in_done' : 'transfer_out_done', { amount: fromCents(cents), provider: provider.title }),
      money: fromCents(centreAfter),
      wallet: { api_code: provider.apiName, title: provider.title, money: fromCents(gameAfter) },
    };
  });

  // Every provider balance back to the centre wallet, in one ledger transaction.
  app.post('/game/recovery_last', { preHandler: moving }, async (request): Promise<RecoveryReply> => {
    const { id } = memberOf(request);
    return transact(db, async (tx) => {
      const balances = [...(await memberBalances(tx, id, 'provider'))].filter(([, cents]) => cents > 0);
      const total = balances.reduce((sum, [, cents]) => sum + cents, 0);
      if (total === 0) {
        return { message: translate(request.lang, 'recovery_nothing'), money: fromCents(await balanceOf(tx, walletOf(id))), recovered: '0.00', from: [] };
      }
      const postings: Posting[] = balances.map(([code, cents]) => ({ account: providerWalletOf(id, code), amountCents: -cents }));
      postings.push({ account: walletOf(id), amountCents: total });
      // Balances read before the lock may be stale: a concurrent transfer makes a provider
      // account go below zero here, which fails this recovery as a whole (insufficient_balance).
      const moved = await postTransaction(tx, { kind: 'transfer', memberId: id, postings, note: 'recover all', idempotencyKey: ledgerKeyOf(request) });
      return {
        message: translate(request.lang, 'recovery_done', { amount: fromCents(total) }),
        money: fromCents(moved.balancesAfter.at(-1)!),
        recovered: fromCents(total),
        from: balances.map(([code]) => code),
      };
    });
  });

  app.post('/game/change_trans', { preHandler: member, schema: { body: changeTransSchema } }, async (request) => {
    const on = request.body.status === 1;
    await db.update(members).set({ autoTransfer: on }).where(eq(members.id, memberOf(request).id));
    return { message: translate(request.lang, on ? 'auto_transfer_on' : 'auto_transfer_off'), status: on ? 1 : 0 };
  });

  app.post('/moneylog', { preHandler: member, schema: { body: moneyLogSchema } }, async (request): Promise<MoneyLogReply> =>
    moneyLog(db, memberOf(request).id, request.body),
  );
};
