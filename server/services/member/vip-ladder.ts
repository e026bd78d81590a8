import { and, asc, eq, sql } from 'drizzle-orm';
import type { Lang } from '../../../domain/contracts/lang.ts';
import type { RebateLevel, VipLevel, VipProgress } from '../../../domain/contracts/replies/vip.ts';
import { minorUnitsText } from '../../../domain/money/money.ts';
import type { Db } from '../../db/client.ts';
import { members, recharges, vipBenefits, vipLevels, vipRebateRates, type Localized } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { house, move, walletOf } from '../money/ledger.ts';
import { recordBonusNote, type CreditedBonus } from '../money/live-notes.ts';
import { upgradeBonusName } from '../money/money-notices.ts';
import { localName } from '../content/localized.ts';
import { fromCents } from '../money/money.ts';

/** A level with its benefits (null where the operator has given it none), money in cents. */
export interface LadderRung {
  level: number;
  name: Localized;
  minDepositCents: number;
  upgradeBonusCents: number;
  dailyWithdrawals: number | null;
  dailyWithdrawalLimitCents: number | null;
  birthdayBonusCents: number | null;
}

/** Every VIP level with its benefits, lowest first. */
export function loadLadder(db: Db): Promise<LadderRung[]> {
  return db
    .select({
      level: vipLevels.level,
      name: vipLevels.name,
      minDepositCents: vipLevels.minDepositCents,
      upgradeBonusCents: vipLevels.upgradeBonusCents,
      dailyWithdrawals: vipBenefits.dailyWithdrawals,
      dailyWithdrawalLimitCents: vipBenefits.dailyWithdrawalLimitCents,
      birthdayBonusCents: vipBenefits.birthdayBonusCents,
    })
    .from(vipLevels)
    .leftJoin(vipBenefits, eq(vipBenefits.level, vipLevels.level))
    .orderBy(asc(vipLevels.level));
}

const moneyOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** A level as `/member/vips` sends it. */
export function toVipLevel(rung: LadderRung, lang: Lang): VipLevel {
  return {
    level: rung.level,
    name: localName(rung.name, lang),
    min_deposit: fromCents(rung.minDepositCents),
    upgrade_bonus: fromCents(rung.upgradeBonusCents),
    daily_withdrawals: rung.dailyWithdrawals,
    daily_withdrawal_limit: moneyOrNull(rung.dailyWithdrawalLimitCents),
    birthday_bonus: moneyOrNull(rung.birthdayBonusCents),
  };
}

/** The member's credited deposits in all, in cents: approved recharges, each credited once through the ledger as kind 'deposit' (what the VIP ladder and the turnover rule of docs/product.md §9 measure against). */
export async function creditedDepositsCents(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${recharges.amountCents}), 0)` })
    .from(recharges)
    .where(and(eq(recharges.memberId, memberId), eq(recharges.status, 'approved')));
  return Number(row?.total ?? 0);
}

/**
 * A member's stored level and credited deposits in one read: the level a deposit's approval has just
 * raised, where the session's copy of the member may lag by its cache's second.
 */
export async function levelAndDeposits(db: Db, memberId: number): Promise<{ level: number; depositedCents: number }> {
  const [row] = await db
    .select({
      level: members.level,
      deposited: sql<string>`(select coalesce(sum(${recharges.amountCents}), 0) from ${recharges} where ${recharges.memberId} = ${memberId} and ${recharges.status} = 'approved')`,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return { level: row?.level ?? 1, depositedCents: Number(row?.deposited ?? 0) };
}

/** The highest level whose threshold the deposits reach (the ladder's rule; the lowest level needs 0). */
export function ladderLevelFor(ladder: readonly Pick<LadderRung, 'level' | 'minDepositCents'>[], depositedCents: number): number {
  return ladder.reduce((level, rung) => (rung.minDepositCents <= depositedCents && rung.level > level ? rung.level : level), ladder[0]?.level ?? 1);
}

/** The ledger key of a member's upgrade bonus of one level: each level's bonus is paid once, whoever posts it. */
export const upgradeBonusKey = (memberId: number, level: number) => `vip-upgrade:${memberId}:${level}`;

/**
 * Raises one member to the level their credited deposits reach, never lowers them (the stored
 * level is the operator's too), and pays the upgrade bonus of every level passed, one ledger
 * transaction each. The member row is locked, so two callers (the job and a deposit approval)
 * raise and pay once. Each bonus paid is told on the live stream (a note, in the same transaction).
 * Returns the levels gained and the bonuses paid.
 */
export async function raiseMember(db: Db, ladder: readonly LadderRung[], memberId: number, now: Date): Promise<{ levels: number; bonuses: CreditedBonus[] }> {
  return transact(db, async (tx) => {
    const bonuses: CreditedBonus[] = [];
    const [row] = await tx.select({ level: members.level }).from(members).where(eq(members.id, memberId)).for('update');
    if (!row) return { levels: 0, bonuses };
    const reached = ladderLevelFor(ladder, await creditedDepositsCents(tx, memberId));
    if (reached <= row.level) return { levels: 0, bonuses };
    await tx.update(members).set({ level: reached }).where(eq(members.id, memberId));
    for (const rung of ladder) {
      if (rung.level <= row.level || rung.level > reached || rung.upgradeBonusCents <= 0) continue;
      await move(tx, {
        kind: 'bonus',
        memberId,
        from: house('bonuses'),
        to: walletOf(memberId),
        amountCents: rung.upgradeBonusCents,
        ref: `vip:${rung.level}`,
        note: `VIP upgrade bonus, level ${rung.level}`,
        idempotencyKey: upgradeBonusKey(memberId, rung.level),
      });
      const bonus = { name: upgradeBonusName(rung.name), amountCents: rung.upgradeBonusCents };
      await recordBonusNote(tx, memberId, bonus, now);
      bonuses.push(bonus);
    }
    return { levels: reached - row.level, bonuses };
  });
}

/**
 * Every member whose credited deposits reach a level above theirs, raised (the `vip-upgrades`
 * job). One aggregate finds them; each is raised under its own row lock. Returns the members raised.
 */
export async function raiseLevels(db: Db, now: Date): Promise<number> {
  const ladder = await loadLadder(db);
  const firstStep = ladder.find((rung) => rung.level > (ladder[0]?.level ?? 1));
  if (!firstStep) return 0;
  const candidates = await db
    .select({ id: members.id, level: members.level, deposited: sql<string>`sum(${recharges.amountCents})` })
    .from(members)
    .innerJoin(recharges, and(eq(recharges.memberId, members.id), eq(recharges.status, 'approved')))
    .groupBy(members.id, members.level)
    .having(sql`sum(${recharges.amountCents}) >= ${firstStep.minDepositCents}`);
  let raised = 0;
  for (const c of candidates) {
    if (ladderLevelFor(ladder, Number(c.deposited)) <= c.level) continue;
    if ((await raiseMember(db, ladder, c.id, now)).levels > 0) raised += 1;
  }
  return raised;
}

/**
 * Where a member stands: their level is the stored one (the operator's), the next is the first
 * level above it, and what is left is its threshold less the deposits, never below zero.
 */
export function progressOf(ladder: readonly Pick<LadderRung, 'level' | 'minDepositCents'>[], level: number, depositedCents: number): VipProgress {
  const next = ladder.find((rung) => rung.level > level);
  return {
    level,
    deposited: fromCents(depositedCents),
    next_level: next?.level ?? null,
    next_min_deposit: next ? fromCents(next.minDepositCents) : null,
    needed: next ? fromCents(Math.max(0, next.minDepositCents - depositedCents)) : null,
  };
}

/** Basis points as a percent with 2 decimals, by whole-number arithmetic: 80 → "0.80", 120 → "1.20". */
export function percentOfBp(bp: number): string {
  if (!Number.isSafeInteger(bp) || bp < 0) throw new RangeError(`Not a rate in basis points: ${bp}`);
  return minorUnitsText(bp);
}

/** The rebate rate of every level for a game type, lowest level first; a level without a rate is left out. */
export async function rebateLevels(db: Db, gameType: number, lang: Lang): Promise<RebateLevel[]> {
  const rows = await db
    .select({ level: vipLevels.level, name: vipLevels.name, rateBp: vipRebateRates.rateBp })
    .from(vipRebateRates)
    .innerJoin(vipLevels, eq(vipLevels.level, vipRebateRates.level))
    .where(eq(vipRebateRates.gameType, gameType))
    .orderBy(asc(vipLevels.level));
  return rows.map((r) => ({ level: r.level, name: localName(r.name, lang), rate: percentOfBp(r.rateBp) }));
}
