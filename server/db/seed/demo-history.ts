import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { memberMessages, members, paymentAccounts, recharges } from '../schema/index.ts';
import { settleBet } from '../../services/money/demo-bets.ts';
import { approveRecharge } from '../../services/money/deposit-review.ts';
import { move, providerWalletOf, walletOf } from '../../services/money/ledger.ts';
import { vipLadder } from './content-texts.ts';
import { demoMember } from './members.ts';

/** The demo member's approved deposit: with the opening balance and last month's daily bonus, their 1888.00. */
export const DEMO_DEPOSIT_CENTS = demoMember.balanceCents - demoMember.openingCents - demoMember.dailyBonusCents;
const DEMO_PROVIDER = 'rl_slot_starforge';
/** The earlier deposit that, with the 500.00, brings the demo member's deposits to its level's threshold. */
export const DEMO_EARLY_DEPOSIT_CENTS = vipLadder[demoMember.level - 1]![3] * 100 - DEMO_DEPOSIT_CENTS;
const EARLY_PROVIDER = 'rl_fish_coral';
const EARLY_DAYS_AGO = 35;

/**
 * A little money history for the demo member, so every money screen has something to show and a
 * withdrawal can be tried at once: 35 days ago a 4,500.00 bank deposit, staked and lost at Coral
 * in nine bets of 500.00; a week ago a 500.00 bank deposit, and twelve bets of 50.00 at Starforge
 * that won as much as they lost. Its deposits (5,000.00) are its VIP3's threshold, its valid
 * betting (5,100.00) meets the turnover rule. Written through the same ledger calls as the real
 * flows (the approvals send their site-mail notices, read long ago); the wallet ends at 1888.00.
 */
export async function seedDemoHistory(db: Db, now = new Date()): Promise<void> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.name, demoMember.name));
  const [account] = await db.select({ id: paymentAccounts.id }).from(paymentAccounts).where(eq(paymentAccounts.way, 'normal')).limit(1);
  if (!member || !account) throw new Error('seed the demo member and payment accounts first');
  const daysAgo = (days: number, minutes = 0) => new Date(now.getTime() - days * 86_400_000 + minutes * 60_000);
  await depositAndLose(db, member.id, account.id, daysAgo);
  const [recharge] = await db
    .insert(recharges)
    .values({ memberId: member.id, way: 'normal', paymentAccountId: account.id, amountCents: DEMO_DEPOSIT_CENTS, payerName: demoMember.realname, createdAt: daysAgo(7) })
    .returning({ id: recharges.id });
  await approveRecharge(db, recharge!.id, daysAgo(7, 20));
  await markNoticesRead(db, member.id);
  const stake = 5000;
  await move(db, { kind: 'transfer', memberId: member.id, from: walletOf(member.id), to: providerWalletOf(member.id, DEMO_PROVIDER), amountCents: stake, note: `in ${DEMO_PROVIDER}` });
  for (let i = 0; i < 12; i += 1) {
    await settleBet(db, { memberId: member.id, apiName: DEMO_PROVIDER, gameCode: null, sessionId: null, stakeCents: stake, payoutCents: i % 2 === 0 ? stake * 2 : 0, betKey: `seed:${member.id}:${i}` }, daysAgo(6, i * 3));
  }
  await move(db, { kind: 'transfer', memberId: member.id, from: providerWalletOf(member.id, DEMO_PROVIDER), to: walletOf(member.id), amountCents: stake, note: `out ${DEMO_PROVIDER}` });
}

/** The earlier deposit, all of it staked and lost at Coral. */
async function depositAndLose(db: Db, memberId: number, accountId: number, daysAgo: (days: number, minutes?: number) => Date): Promise<void> {
  const [early] = await db
    .insert(recharges)
    .values({ memberId, way: 'normal', paymentAccountId: accountId, amountCents: DEMO_EARLY_DEPOSIT_CENTS, payerName: demoMember.realname, createdAt: daysAgo(EARLY_DAYS_AGO) })
    .returning({ id: recharges.id });
  await approveRecharge(db, early!.id, daysAgo(EARLY_DAYS_AGO, 15));
  await move(db, { kind: 'transfer', memberId, from: walletOf(memberId), to: providerWalletOf(memberId, EARLY_PROVIDER), amountCents: DEMO_EARLY_DEPOSIT_CENTS, note: `in ${EARLY_PROVIDER}` });
  const bets = 9;
  const stake = DEMO_EARLY_DEPOSIT_CENTS / bets;
  for (let i = 0; i < bets; i += 1) {
    await settleBet(db, { memberId, apiName: EARLY_PROVIDER, gameCode: null, sessionId: null, stakeCents: stake, payoutCents: 0, betKey: `seed:${memberId}:early:${i}` }, daysAgo(EARLY_DAYS_AGO, 30 + i * 4));
  }
}

/** The approvals' notices were read when they came. */
async function markNoticesRead(db: Db, memberId: number): Promise<void> {
  const unread = and(eq(memberMessages.memberId, memberId), eq(memberMessages.box, 'inbox'), isNull(memberMessages.readAt));
  const notices = await db.select({ id: memberMessages.id, at: memberMessages.createdAt }).from(memberMessages).where(unread);
  for (const notice of notices) await db.update(memberMessages).set({ readAt: notice.at }).where(eq(memberMessages.id, notice.id));
}
