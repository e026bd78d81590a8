import { and, eq, gt, inArray, not, sql, type SQL } from 'drizzle-orm';
import { LIMIT_PERIOD_DAYS } from '../../../../domain/contracts/responsible-play.ts';
import type { LimitField } from '../../../../domain/contracts/responsible-play-types.ts';
import type { Db } from '../../../db/client.ts';
import { recharges } from '../../../db/schema/index.ts';

const DAY_MS = 86_400_000;

/** Cents deposited in each rolling period ending now. */
export type UsageCents = Record<LimitField, number>;

export interface UsageOptions {
  /** Leave out the member's open online order: the order being opened supersedes it (recharge-submit.ts). */
  withoutOpenOnline?: boolean;
}

const since = (now: Date, field: LimitField) => new Date(now.getTime() - LIMIT_PERIOD_DAYS[field] * DAY_MS);

/**
 * Deposits of every path (bank transfers and online orders, the demo gateway's included: all are
 * `recharges` rows) that are approved or still pending, by when the member made them, in the last
 * 24 hours, 7 days and 30 days. A pending one counts: it is money the member has already committed
 * to, and a limit must hold before the operator decides. One statement; no rejected deposit counts.
 */
export async function depositUsage(db: Db, memberId: number, now: Date, options: UsageOptions = {}): Promise<UsageCents> {
  const within = (field: LimitField) =>
    sql<string>`coalesce(sum(${recharges.amountCents}) filter (where ${recharges.createdAt} > ${since(now, field).toISOString()}::timestamptz), 0)`;
  const conditions: SQL[] = [
    eq(recharges.memberId, memberId),
    inArray(recharges.status, ['approved', 'pending']),
    gt(recharges.createdAt, since(now, 'deposit_month')),
  ];
  if (options.withoutOpenOnline) conditions.push(not(and(eq(recharges.way, 'online'), eq(recharges.status, 'pending'))!));
  const [row] = await db
    .select({ day: within('deposit_day'), week: within('deposit_week'), month: within('deposit_month') })
    .from(recharges)
    .where(and(...conditions));
  return { deposit_day: Number(row?.day ?? 0), deposit_week: Number(row?.week ?? 0), deposit_month: Number(row?.month ?? 0) };
}
