import { asc, eq } from 'drizzle-orm';
import { periodOf } from '../../../domain/contracts/daily-bonus.ts';
import { claimAward } from '../../services/member/daily-bonus.ts';
import { addDays, dayStart, serverDay } from '../../../domain/time/operator-time.ts';
import type { Db } from '../client.ts';
import { dailyBonusAwards, dailyCheckIns, members } from '../schema/index.ts';
import { demoMember } from './members.ts';

/** A check-in at 09:30 of a server day. */
const morningOf = (day: string) => new Date(dayStart(day).getTime() + 9.5 * 3600_000);

/**
 * The demo member's daily-bonus history, so both pages show something: the first three days of
 * last month checked and its 3-day tier claimed then (paid through the ledger, the
 * `dailyBonusCents` of their balance), and the four days before today checked, so this month's
 * calendar has marks and, later in a month, the 3-day tier waits to be claimed. Today stays open
 * for a check-in. The tiers themselves come with migration 0015.
 */
export async function seedDailyBonus(db: Db, now = new Date()): Promise<void> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.name, demoMember.name));
  const [starter] = await db.select().from(dailyBonusAwards).orderBy(asc(dailyBonusAwards.days)).limit(1);
  if (!member || !starter) throw new Error('seed the demo member (and migrate the award tiers) before the daily bonus');
  if (starter.amountCents !== demoMember.dailyBonusCents) throw new Error('the demo balance counts a different daily bonus than the 3-day tier pays');
  const today = serverDay(now);
  const lastMonth = periodOf(addDays(`${periodOf(today)}-01`, -1));
  const earlier = [1, 2, 3].map((d) => `${lastMonth}-0${d}`);
  const recent = [1, 2, 3, 4].map((n) => addDays(today, -n));
  const days = [...new Set([...earlier, ...recent])];
  await db.insert(dailyCheckIns).values(days.map((day) => ({ memberId: member.id, day, createdAt: morningOf(day) })));
  const claimedAt = new Date(morningOf(earlier[2]!).getTime() + 60_000);
  await claimAward(db, { memberId: member.id, awardId: starter.id, lang: 'zh_cn', now: claimedAt, ledgerKey: undefined });
}
