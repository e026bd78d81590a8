import { eq } from 'drizzle-orm';
import type { Lang } from '../../../domain/contracts/lang.ts';
import type { MemberInfo } from '../../../domain/contracts/replies/accounts.ts';
import type { FastifyInstance } from 'fastify';
import { vipLevels } from '../../db/schema/index.ts';
import { cachedWalletBalance } from '../money/balance-cache.ts';
import { balanceParts, versionedWallets } from '../money/balance-version.ts';
import { fromCents } from '../money/money.ts';
import { maskPhone } from './sms-transport.ts';
import type { SessionMember } from './tokens.ts';

/**
 * The member as `/auth/me` shows it: money as a 2-decimal string, the phone masked, no hashes. The
 * money is read from the ledger on every call: the session cache holds no balance that could lag.
 */
export async function memberInfo(app: FastifyInstance, member: SessionMember, lang: Lang): Promise<MemberInfo> {
  const vip = await app.caches.content.get(`vip:${member.level}`, async () => {
    const [row] = await app.db.db.select({ name: vipLevels.name }).from(vipLevels).where(eq(vipLevels.level, member.level));
    return row ?? null;
  });
  return {
    name: member.name,
    level: member.level,
    level_name: vip?.name[lang] ?? `VIP${member.level}`,
    ...(await centreWithVersion(app, member.id)),
    realname: member.realname,
    phone: member.phone ? maskPhone(member.phone) : null,
    email: member.email,
    birthday: member.birthday,
    invite_code: member.inviteCode,
    lang: member.lang,
    has_qk_pwd: member.qkPwdHash !== null,
    created_at: member.createdAt.toISOString(),
  };
}

/** The centre balance, the total with its parts and the version they were read at, from one statement (kept between calls on PGlite only). */
async function centreWithVersion(app: FastifyInstance, memberId: number): Promise<Pick<MemberInfo, 'money' | 'balance_version' | 'total_balance' | 'breakdown'>> {
  const read = async () => {
    const wallets = await versionedWallets(app.db.db, memberId);
    return { money: fromCents(wallets.centreCents), balance_version: wallets.version, ...balanceParts(wallets) };
  };
  return cachedWalletBalance(app.db.db, memberId, read, app.db.kind === 'pglite');
}
