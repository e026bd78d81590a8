import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { members, paymentAccounts, recharges } from '../schema/index.ts';
import { settleBet } from '../../services/demo-bets.ts';
import { approveRecharge } from '../../services/deposit-review.ts';
import { move, providerWalletOf, walletOf } from '../../services/ledger.ts';
import { demoMember } from './members.ts';

/** The demo member's approved deposit: with the opening balance and last month's daily bonus, their 1888.00. */
export const DEMO_DEPOSIT_CENTS = demoMember.balanceCents - demoMember.openingCents - demoMember.dailyBonusCents;
const DEMO_PROVIDER = 'rl_slot_starforge';

/**
 * A little money history for the demo member, so every money screen has something to show and a
 * withdrawal can be tried at once: a 500.00 bank deposit the operator approved a week ago, and
 * twelve bets of 50.00 at Starforge (600.00 of valid betting: the turnover rule is met) that won
 * as much as they lost. Written through the same ledger calls as the real flows; the wallet ends
 * at the seeded 1888.00.
 */
export async function seedDemoHistory(db: Db, now = new Date()): Promise<void> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.name, demoMember.name));
  const [account] = await db.select({ id: paymentAccounts.id }).from(paymentAccounts).where(eq(paymentAccounts.way, 'normal')).limit(1);
  if (!member || !account) throw new Error('seed the demo member and payment accounts first');
  const daysAgo = (days: number, minutes = 0) => new Date(now.getTime() - days * 86_400_000 + minutes * 60_000);
  const [recharge] = await db
    .insert(recharges)
    .values({ memberId: member.id, way: 'normal', paymentAccountId: account.id, amountCents: DEMO_DEPOSIT_CENTS, payerName: demoMember.realname, createdAt: daysAgo(7) })
    .returning({ id: recharges.id });
  await approveRecharge(db, recharge!.id, daysAgo(7, 20));
  const stake = 5000;
  await move(db, { kind: 'transfer', memberId: member.id, from: walletOf(member.id), to: providerWalletOf(member.id, DEMO_PROVIDER), amountCents: stake, note: `in ${DEMO_PROVIDER}` });
  for (let i = 0; i < 12; i += 1) {
    await settleBet(db, { memberId: member.id, apiName: DEMO_PROVIDER, gameCode: null, sessionId: null, stakeCents: stake, payoutCents: i % 2 === 0 ? stake * 2 : 0, betKey: `seed:${member.id}:${i}` }, daysAgo(6, i * 3));
  }
  await move(db, { kind: 'transfer', memberId: member.id, from: providerWalletOf(member.id, DEMO_PROVIDER), to: walletOf(member.id), amountCents: stake, note: `out ${DEMO_PROVIDER}` });
}
