import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { moneyLogSchema } from '../../../domain/contracts/wallet.ts';
import type { MoneyKind } from '../../../domain/contracts/wallet-types.ts';
import type { MoneyLogReply, MoneyLogRow } from '../../../domain/contracts/replies/money.ts';
import type { Db } from '../../db/client.ts';
import { gameProviders, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index.ts';
import { fromCents } from './money.ts';
import { dayEnd, dayStart } from '../../../domain/time/operator-time.ts';

/**
 * The member's centre-wallet movements and bets (`/moneylog`, the Transaction page): newest first, filtered
 * by kind and by server days, with the sums in and out over the whole filtered range (moves between
 * the member's own wallets left out).
 */
export async function moneyLog(db: Db, memberId: number, filter: z.output<typeof moneyLogSchema>): Promise<MoneyLogReply> {
  // The centre wallet's movements, and bets, which happen in a provider's wallet.
  const conditions: SQL[] = [
    eq(ledgerAccounts.memberId, memberId),
    or(eq(ledgerAccounts.kind, 'wallet'), and(eq(ledgerAccounts.kind, 'provider'), eq(ledgerTransactions.kind, 'bet')))!,
  ];
  if (filter.kind) conditions.push(eq(ledgerTransactions.kind, filter.kind));
  if (filter.from) conditions.push(gte(ledgerEntries.createdAt, dayStart(filter.from)));
  if (filter.to) conditions.push(lt(ledgerEntries.createdAt, dayEnd(filter.to)));
  const where = and(...conditions);
  // Money the member moves between their own wallets (a game wallet, Yu-EBao) is neither earned nor
  // spent: those rows are listed but left out of the sums, which would otherwise grow with every move.
  const counted = sql`${ledgerTransactions.kind} not in (${sql.join(ownWalletMoves.map((k) => sql`${k}`), sql`, `)})`;
  // The game wallets on the other side of a centre-wallet row (a transfer, a recovery): their names and
  // balances after, so the page can say which wallet money went to without reading free-text notes.
  // Table names spelled out: the inner aliases keep the outer ledger_entries row addressable by name.
  const counterparts = sql<Counterpart[] | null>`(
    select json_agg(json_build_object('title', p.title, 'after', o.balance_after_cents) order by o.id)
    from ledger_entries o
    join ledger_accounts oa on oa.id = o.account_id
    join game_providers p on p.api_name = oa.code
    where o.transaction_id = ${ledgerEntries.transactionId} and oa.kind = 'provider' and o.id <> ${ledgerEntries.id}
  )`;
  const base = () =>
    db
      .select({
        id: ledgerEntries.id,
        kind: ledgerTransactions.kind,
        amount: ledgerEntries.amountCents,
        after: ledgerEntries.balanceAfterCents,
        note: ledgerTransactions.note,
        wallet: gameProviders.title,
        accountKind: ledgerAccounts.kind,
        counterparts: sql<Counterpart[] | null>`case when ${ledgerAccounts.kind} = 'wallet' then ${counterparts} end`,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .leftJoin(gameProviders, and(eq(ledgerAccounts.kind, 'provider'), eq(gameProviders.apiName, ledgerAccounts.code)));
  const [rows, [sums]] = await Promise.all([
    base().where(where).orderBy(desc(ledgerEntries.id)).limit(filter.limit).offset((filter.page - 1) * filter.limit),
    db
      .select({
        n: count(),
        in: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.amountCents} > 0 and ${counted}), 0)`,
        out: sql<string>`coalesce(sum(-${ledgerEntries.amountCents}) filter (where ${ledgerEntries.amountCents} < 0 and ${counted}), 0)`,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(where),
  ]);
  return {
    list: rows.map((r) => rowOf(r)),
    total: Number(sums?.n ?? 0),
    page: filter.page,
    limit: filter.limit,
    totals: { in: fromCents(Number(sums?.in ?? 0)), out: fromCents(Number(sums?.out ?? 0)) },
  };
}

/** Kinds that only move the member's money between their own accounts. */
const ownWalletMoves: readonly MoneyKind[] = ['transfer', 'yuebao'];

interface Counterpart {
  title: string;
  /** json_agg hands bigints back as numbers (or strings when large): Number() reads both. */
  after: number | string;
}

interface LogRow {
  id: number;
  kind: string;
  amount: number;
  after: number;
  note: string | null;
  wallet: string | null;
  accountKind: string;
  counterparts: Counterpart[] | null;
  createdAt: Date;
}

/**
 * One row as the page shows it: a centre-wallet row carries the centre balance (`balance`), a bet the
 * game wallet's (`wallet_balance`), never both in one column. Money coming back on a withdrawal is a
 * refused withdrawal's refund: the hold took it out, only a refusal puts it back on the centre wallet.
 */
function rowOf(r: LogRow): MoneyLogRow {
  const centre = r.accountKind === 'wallet';
  const sides = r.counterparts ?? [];
  const only = sides.length === 1 ? sides[0]! : null;
  return {
    id: r.id,
    kind: r.kind as MoneyKind,
    money: fromCents(r.amount),
    balance: centre ? fromCents(r.after) : null,
    note: r.note,
    wallet: r.wallet,
    created_at: r.createdAt.toISOString(),
    refund: r.kind === 'withdrawal' && r.amount > 0,
    game_wallets: centre ? sides.map((side) => side.title) : r.wallet ? [r.wallet] : [],
    wallet_balance: centre ? (only ? fromCents(Number(only.after)) : null) : fromCents(r.after),
  };
}
