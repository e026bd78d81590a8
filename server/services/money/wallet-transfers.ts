import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { gameProviders, members } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../errors.ts';
import { balanceOf, memberBalances, postTransaction, providerWalletOf, refuseReplayed, walletOf, type Posting } from './ledger.ts';
import { keyedPost, type KeyToClaim } from './keyed-post.ts';

/** A game provider as the wallet calls name it. */
export interface WalletProvider {
  apiName: string;
  title: string;
}

/**
 * The enabled providers, in the lobby's order. Read on every transfer; providers change only with
 * the seed or a migration, so the list is kept like the other content lists.
 */
export const walletProviders = (app: FastifyInstance): Promise<WalletProvider[]> =>
  app.caches.content.get('wallet:providers', () =>
    app.db.db
      .select({ apiName: gameProviders.apiName, title: gameProviders.title })
      .from(gameProviders)
      .where(eq(gameProviders.enabled, true))
      .orderBy(asc(gameProviders.gameType), asc(gameProviders.sort), asc(gameProviders.id)),
  );

/** An enabled provider by its api code; 404 otherwise. */
export async function findWalletProvider(app: FastifyInstance, apiCode: string): Promise<WalletProvider> {
  const [found] = (await walletProviders(app)).filter((p) => p.apiName === apiCode);
  if (!found) throw new AppError(404, 'provider_not_found');
  return found;
}

/** The member's centre wallet, each provider balance (by api code) and their auto-transfer switch, in cents. */
export async function memberWallets(
  app: FastifyInstance,
  memberId: number,
): Promise<{ centreCents: number; balances: Map<string, number>; providers: WalletProvider[]; autoTransfer: boolean }> {
  const db = app.db.db;
  const [balances, providers, centreCents, [settings]] = await Promise.all([
    memberBalances(db, memberId, 'provider'),
    walletProviders(app),
    balanceOf(db, walletOf(memberId)),
    db.select({ autoTransfer: members.autoTransfer }).from(members).where(eq(members.id, memberId)),
  ]);
  return { centreCents, balances, providers, autoTransfer: settings?.autoTransfer ?? false };
}

/**
 * Centre → provider ('in') or back ('out'), one ledger transaction, in one statement with the claim of
 * the request's Idempotency-Key (`claim`, null without a key) and the read of the member's balances
 * with their version (services/money/keyed-post.ts), which fill in `answer` (the reply as a template,
 * keyed-answer.ts): `body`, stored as the key's answer; `taken` when the key is another request's
 * (nothing moved).
 */
export async function transferWithProvider(
  db: Db,
  input: { memberId: number; provider: WalletProvider; cents: number; direction: 'in' | 'out'; idempotencyKey: string | undefined; claim: KeyToClaim | null; now: Date; answer: string },
): Promise<{ taken: true } | { taken: false; body: string; waited: boolean }> {
  const { memberId, provider, cents, direction } = input;
  const centre = walletOf(memberId);
  const game = providerWalletOf(memberId, provider.apiName);
  const [from, to] = direction === 'in' ? [centre, game] : [game, centre];
  const movement = { kind: 'transfer' as const, memberId, postings: [{ account: from, amountCents: -cents }, { account: to, amountCents: cents }], note: `${direction} ${provider.apiName}`, idempotencyKey: input.idempotencyKey };
  // Into a game is closed during a time-out or self-exclusion (out stays open): the stop is read
  // under the member's row lock in the movement's own transaction, never from the cached session,
  // so a stop that committed first refuses it and one being written waits for it.
  const done = await keyedPost(db, { claim: input.claim, now: input.now, stopGuard: direction === 'in', movement, answer: input.answer });
  if (done.taken) return done;
  // The ledger compares amounts, not accounts: a replay may be an earlier request's other direction.
  refuseReplayed(done.posted);
  if (done.body === null) throw new Error('keyed_ledger_post posted without filling in the answer');
  return { taken: false, body: done.body, waited: done.waited };
}

/**
 * Every provider balance back to the centre wallet, in one ledger transaction. `totalCents` 0:
 * nothing to recover (`centreCents` is then the balance as it is).
 */
export function recoverProviderWallets(
  db: Db,
  memberId: number,
  idempotencyKey: string | undefined,
): Promise<{ totalCents: number; centreCents: number; from: string[] }> {
  return transact(db, async (tx) => {
    const balances = [...(await memberBalances(tx, memberId, 'provider'))].filter(([, cents]) => cents > 0);
    const totalCents = balances.reduce((sum, [, cents]) => sum + cents, 0);
    if (totalCents === 0) return { totalCents, centreCents: await balanceOf(tx, walletOf(memberId)), from: [] };
    const postings: Posting[] = balances.map(([code, cents]) => ({ account: providerWalletOf(memberId, code), amountCents: -cents }));
    postings.push({ account: walletOf(memberId), amountCents: totalCents });
    // Balances read before the lock may be stale: a concurrent transfer makes a provider
    // account go below zero here, which fails this recovery as a whole (insufficient_balance).
    const moved = refuseReplayed(await postTransaction(tx, { kind: 'transfer', memberId, postings, note: 'recover all', idempotencyKey }));
    return { totalCents, centreCents: moved.balancesAfter.at(-1)!, from: balances.map(([code]) => code) };
  });
}

/** The member's auto-transfer switch. */
export async function setAutoTransfer(db: Db, memberId: number, on: boolean): Promise<void> {
  await db.update(members).set({ autoTransfer: on }).where(eq(members.id, memberId));
}
