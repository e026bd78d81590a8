import { asc } from 'drizzle-orm';
import type { Lang } from '../../../domain/contracts/lang.ts';
import type { YuebaoListReply, YuebaoPlan } from '../../../domain/contracts/replies/yuebao.ts';
import type { Db } from '../../db/client.ts';
import { yuebaoPlans } from '../../db/schema/index.ts';
import { balanceOf, memberBalances, walletOf } from './ledger.ts';
import { localName } from '../content/localized.ts';
import { minorUnitsText } from '../../../domain/money/money.ts';
import { fromCents } from './money.ts';
import { interestEarned, poolsUsed, termsOf } from './yuebao-holdings.ts';

/** Parts per million a day as percent a day, 4 decimals: 80 → "0.0080". */
export const dailyPercent = (ppm: number) => minorUnitsText(ppm, 4);

/** Parts per million a day as percent a year (365 days, simple), 2 decimals rounded down: 80 → "2.92". */
export function annualPercent(ppm: number): string {
  return minorUnitsText(Math.floor((ppm * 365) / 100));
}

/**
 * `yuebao/getMemberYuebaoList`: every open plan with its bounds and pool use, and, for a member,
 * their holding, interest so far and term end in each (a closed plan still shows while they hold
 * money in it). Only reads: amounts come from the ledger, where the `yuebao-interest` job posts
 * each day's interest (server/jobs/).
 */
export async function yuebaoList(db: Db, lang: Lang, memberId: number | null, now: Date): Promise<YuebaoListReply> {
  const [plans, used, holdings, interest, terms, wallet] = await Promise.all([
    db.select().from(yuebaoPlans).orderBy(asc(yuebaoPlans.sort), asc(yuebaoPlans.id)),
    poolsUsed(db),
    memberId === null ? new Map<string, number>() : memberBalances(db, memberId, 'yuebao'),
    memberId === null ? new Map<number, number>() : interestEarned(db, memberId),
    memberId === null ? new Map<number, Date | null>() : termsOf(db, memberId),
    memberId === null ? null : balanceOf(db, walletOf(memberId)),
  ]);
  const list: YuebaoPlan[] = [];
  let totalHolding = 0;
  let totalInterest = 0;
  for (const p of plans) {
    const holding = holdings.get(String(p.id)) ?? 0;
    if (!p.enabled && holding === 0) continue;
    const earned = interest.get(p.id) ?? 0;
    const until = terms.get(p.id) ?? null;
    totalHolding += holding;
    totalInterest += earned;
    list.push({
      id: p.id,
      name: localName(p.name, lang),
      daily_rate_ppm: p.dailyRatePpm,
      daily_rate: dailyPercent(p.dailyRatePpm),
      annual_rate: annualPercent(p.dailyRatePpm),
      term_days: p.termDays,
      min: fromCents(p.minCents),
      max: fromCents(p.maxCents),
      pool: fromCents(p.poolCents),
      pool_used: fromCents(used.get(p.id) ?? 0),
      member_cap: fromCents(p.memberCapCents),
      holding: fromCents(holding),
      interest: fromCents(earned),
      locked_until: holding > 0 && until && until > now ? until.toISOString() : null,
      enabled: p.enabled,
    });
  }
  return { list, money: wallet === null ? null : fromCents(wallet), total_holding: fromCents(totalHolding), total_interest: fromCents(totalInterest) };
}
