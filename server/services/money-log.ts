import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { moneyLogSchema } from '../../src/contracts/wallet.ts';
import type { MoneyKind, MoneyLogReply } from '../../src/contracts/wallet-types.ts';
import type { Db } from '../db/client.ts';
import { gameProviders, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema/index.ts';
import { fromCents } from './money.ts';
import { dayEnd, dayStart } from './server-day.ts';

/**
 * The member's centre-wallet movements and bets (`/moneylog`, the Transaction page): newest first, filtered
 * by kind and by server days, with the sums in and out over the whole filtered range.
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
  const base = () =>
    db
      .select({
        id: ledgerEntries.id,
        kind: ledgerTransactions.kind,
        amount: ledgerEntries.amountCents,
        after: ledgerEntries.balanceAfterCents,
        note: ledgerTransactions.note,
        wallet: gameProviders.title,
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
        in: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.amountCents} > 0), 0)`,
        out: sql<string>`coalesce(sum(-${ledgerEntries.amountCents}) filter (where ${ledgerEntries.amountCents} < 0), 0)`,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind as MoneyKind,
      money: fromCents(r.amount),
      balance: fromCents(r.after),
      note: r.note,
      wallet: r.wallet,
      created_at: r.createdAt.toISOString(),
    })),
    total: Number(sums?.n ?? 0),
    page: filter.page,
    limit: filter.limit,
    totals: { in: fromCents(Number(sums?.in ?? 0)), out: fromCents(Number(sums?.out ?? 0)) },
  };
}
