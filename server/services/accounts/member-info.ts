import { eq } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { MemberInfo } from '../../../src/contracts/member-types.ts';
import type { FastifyInstance } from 'fastify';
import { vipLevels } from '../../db/schema/index.ts';
import { cachedWalletBalance } from '../money/balance-cache.ts';
import { balanceOf, walletOf } from '../money/ledger.ts';
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
    money: fromCents(await cachedWalletBalance(app.db.db, member.id, () => balanceOf(app.db.db, walletOf(member.id)), app.db.kind === 'pglite')),
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
