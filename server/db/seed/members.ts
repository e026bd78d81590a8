import type { Db } from '../client.ts';
import { members } from '../schema/index.ts';
import { house, move, walletOf } from '../../services/money/ledger.ts';
import { hashSecret } from '../../services/accounts/passwords.ts';

/** The demo member of the README. */
export const demoMember = {
  name: 'demo01',
  password: 'demo123',
  qkPwd: '123456',
  phone: '+8613800000001',
  realname: '演示玩家',
  /** VIP3: its approved deposits (demo-history.ts) reach the level's 5,000.00 exactly. */
  level: 3,
  balanceCents: 188_800,
  /** What of it was there from the start; the rest is a 500.00 deposit (demo-history.ts) and the daily bonus below (an earlier 4,500.00 deposit was all lost at the tables). */
  openingCents: 138_300,
  /** The 3-day award tier (5.00) claimed last month (daily-bonus.ts). */
  dailyBonusCents: 500,
} as const;

export async function seedMembers(db: Db): Promise<void> {
  const [member] = await db
    .insert(members)
    .values({
      name: demoMember.name,
      passwordHash: await hashSecret(demoMember.password),
      qkPwdHash: await hashSecret(demoMember.qkPwd),
      phone: demoMember.phone,
      realname: demoMember.realname,
      level: demoMember.level,
      inviteCode: 'DEMO01',
      fromType: 'smart',
    })
    .returning({ id: members.id });
  if (!member) throw new Error('demo member not inserted');
  await move(db, { kind: 'opening', memberId: member.id, from: house('opening'), to: walletOf(member.id), amountCents: demoMember.openingCents, note: 'demo balance' });
}
