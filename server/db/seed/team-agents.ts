import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { seededRandom } from '../../../domain/fairness/seeded-random.ts';
import { agentApplications, agentGuide, agents, commissionTiers, members, paymentAccounts, recharges } from '../schema/index.ts';
import { settleBet } from '../../services/money/demo-bets.ts';
import { approveRecharge } from '../../services/money/deposit-review.ts';
import { balanceOf, house, move, providerWalletOf, walletOf } from '../../services/money/ledger.ts';
import { hashSecret } from '../../services/accounts/passwords.ts';
import { ladderLevelFor } from '../../services/member/vip-ladder.ts';
import { dayStart, serverDay } from '../../../domain/time/operator-time.ts';
import { agentGuideHtml, commissionTierRows } from './agent-guide.ts';
import { vipLadder } from './content-texts.ts';
import { demoMember } from './members.ts';

const TEAM_PROVIDER = 'rl_slot_starforge';
/** The seeded VIP ladder: a child's level is the one its deposit reaches. */
const seededLadder = vipLadder.map(([, , , minDeposit], i) => ({ level: i + 1, minDepositCents: minDeposit * 100 }));
/** Everyone of the demo team signs in with this (they are real members of the demo database). */
const TEAM_PASSWORD = 'team1234';

/** The demo member's direct children: when they joined and last logged in (days ago), what they deposited. */
const team = [
  { name: 'mingli88', realname: '李明', joined: 40, lastLogin: 1, depositCents: 200_000 },
  { name: 'annachen21', realname: '陈安娜', joined: 34, lastLogin: 2, depositCents: 0 },
  { name: 'kwokwai07', realname: '郭伟', joined: 27, lastLogin: 1, depositCents: 100_000 },
  { name: 'tommylau66', realname: '刘汤米', joined: 22, lastLogin: 5, depositCents: 0 },
  { name: 'sakura520', realname: '林樱', joined: 16, lastLogin: 3, depositCents: 50_000 },
  { name: 'jasonwu09', realname: '吴杰森', joined: 11, lastLogin: 1, depositCents: 0 },
  { name: 'yumei1314', realname: '张玉梅', joined: 6, lastLogin: 2, depositCents: 30_000 },
  { name: 'davidho77', realname: '何大卫', joined: 3, lastLogin: 1, depositCents: 0 },
] as const;

const STAKES = [2_000, 5_000, 10_000, 20_000, 50_000] as const;

/**
 * An instant `daysAgo` server days before today, `minutes` after that day's midnight. Seeded times
 * sit on whole server days before today, so a day's figures do not depend on the time the seed ran.
 */
function dayTime(today: string, daysAgo: number, minutes: number): Date {
  return new Date(dayStart(today).getTime() - daysAgo * 86_400_000 + minutes * 60_000);
}

/** The agent programme's content: the guide and the commission table. */
async function seedProgramme(db: Db): Promise<void> {
  await db.insert(agentGuide).values({ id: 1, content: agentGuideHtml });
  await db.insert(commissionTiers).values([...commissionTierRows]);
}

/** Bets of one child on some of the days since they joined (at most 30 days back), drawn from `random`. */
function betsOf(joined: number, random: () => number): { daysAgo: number; minutes: number; stakeCents: number; payoutCents: number }[] {
  const count = 5 + Math.floor(random() * 4);
  return Array.from({ length: count }, () => {
    const daysAgo = 1 + Math.floor(random() * Math.min(joined, 30));
    const stakeCents = STAKES[Math.floor(random() * STAKES.length)]!;
    const draw = random();
    const payoutCents = draw < 0.5 ? 0 : draw < 0.9 ? stakeCents * 2 : stakeCents * 3;
    // Played after they joined (10:00 of that day) and before midnight.
    return { daysAgo, minutes: 11 * 60 + Math.floor(random() * 12 * 60), stakeCents, payoutCents };
  }).sort((a, b) => b.daysAgo - a.daysAgo || a.minutes - b.minutes);
}

/**
 * The demo member is an agent (approved 60 days ago) with eight direct children who joined over the
 * last 40 days, some with an approved deposit, all with bets over the last 30 days, written through
 * the same ledger calls as real play. Drawn from a fixed seed: the same team on every fresh database.
 */
export async function seedTeamAgents(db: Db, now = new Date()): Promise<void> {
  await seedProgramme(db);
  const [demo] = await db.select({ id: members.id }).from(members).where(eq(members.name, demoMember.name));
  const [account] = await db.select({ id: paymentAccounts.id }).from(paymentAccounts).where(eq(paymentAccounts.way, 'normal')).limit(1);
  if (!demo || !account) throw new Error('seed the demo member and payment accounts first');
  const today = serverDay(now);
  await db.insert(agentApplications).values({
    memberId: demo.id,
    reason: 'I run a weekly game night with friends and would like to invite them to play here.',
    status: 'approved',
    note: 'Welcome to the agent programme!',
    createdAt: dayTime(today, 61, 15 * 60),
    decidedAt: dayTime(today, 60, 10 * 60),
  });
  await db.insert(agents).values({ memberId: demo.id, since: dayTime(today, 60, 10 * 60) });

  const passwordHash = await hashSecret(TEAM_PASSWORD);
  const random = seededRandom(1_400_014);
  for (const [i, child] of team.entries()) {
    const [row] = await db
      .insert(members)
      .values({
        name: child.name,
        passwordHash,
        realname: child.realname,
        level: ladderLevelFor(seededLadder, child.depositCents),
        // Digits 0 and 1 never occur in generated codes: these cannot collide with one.
        inviteCode: `DEMO01T${i + 1}`,
        inviterId: demo.id,
        fromType: 'smart',
        createdAt: dayTime(today, child.joined, 10 * 60 + i * 7),
        lastLoginAt: dayTime(today, child.lastLogin, 20 * 60 + i * 11),
      })
      .returning({ id: members.id });
    await playAs(db, row!.id, child, account.id, betsOf(child.joined, random), today);
  }
}

/** One child's money: an opening balance and any deposit, then their bets at the team's provider. */
async function playAs(db: Db, memberId: number, child: (typeof team)[number], accountId: number, plays: ReturnType<typeof betsOf>, today: string): Promise<void> {
  const staked = plays.reduce((sum, p) => sum + p.stakeCents, 0);
  await move(db, { kind: 'opening', memberId, from: house('opening'), to: walletOf(memberId), amountCents: staked + 20_000, note: 'demo balance' });
  if (child.depositCents > 0) {
    const [recharge] = await db
      .insert(recharges)
      .values({ memberId, way: 'normal', paymentAccountId: accountId, amountCents: child.depositCents, payerName: child.realname, createdAt: dayTime(today, child.joined - 1, 9 * 60) })
      .returning({ id: recharges.id });
    await approveRecharge(db, recharge!.id, dayTime(today, child.joined - 1, 9 * 60 + 25));
  }
  const wallet = providerWalletOf(memberId, TEAM_PROVIDER);
  await move(db, { kind: 'transfer', memberId, from: walletOf(memberId), to: wallet, amountCents: staked, note: `in ${TEAM_PROVIDER}` });
  for (const [n, play] of plays.entries()) {
    const { stakeCents, payoutCents } = play;
    await settleBet(db, { memberId, apiName: TEAM_PROVIDER, gameCode: null, sessionId: null, stakeCents, payoutCents, betKey: `seed:team:${memberId}:${n}` }, dayTime(today, play.daysAgo, play.minutes));
  }
  const left = await balanceOf(db, wallet);
  if (left > 0) await move(db, { kind: 'transfer', memberId, from: wallet, to: walletOf(memberId), amountCents: left, note: `out ${TEAM_PROVIDER}` });
}
