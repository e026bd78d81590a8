import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { bankCards, bankTypes, members, type Localized } from '../schema/index.ts';
import { demoMember } from './members.ts';

/** Banks members bind cards of, in the lobby's order. */
const banks: readonly { code: string; name: Localized }[] = [
  { code: 'ICBC', name: { zh_cn: '中国工商银行', zh_hk: '中國工商銀行', en: 'Industrial and Commercial Bank of China' } },
  { code: 'CCB', name: { zh_cn: '中国建设银行', zh_hk: '中國建設銀行', en: 'China Construction Bank' } },
  { code: 'ABC', name: { zh_cn: '中国农业银行', zh_hk: '中國農業銀行', en: 'Agricultural Bank of China' } },
  { code: 'BOC', name: { zh_cn: '中国银行', zh_hk: '中國銀行', en: 'Bank of China' } },
  { code: 'BOCOM', name: { zh_cn: '交通银行', zh_hk: '交通銀行', en: 'Bank of Communications' } },
  { code: 'CMB', name: { zh_cn: '招商银行', zh_hk: '招商銀行', en: 'China Merchants Bank' } },
  { code: 'PSBC', name: { zh_cn: '中国邮政储蓄银行', zh_hk: '中國郵政儲蓄銀行', en: 'Postal Savings Bank of China' } },
  { code: 'CIB', name: { zh_cn: '兴业银行', zh_hk: '興業銀行', en: 'Industrial Bank' } },
];

/** The demo member's one bound card (a Luhn-valid number), so a withdrawal can be tried at once. */
export const demoCard = { bankCode: 'ICBC', cardNo: '6222021234567890128', branch: '深圳分行南山支行' } as const;

/** Runs after the members seed: the demo card belongs to the demo member. */
export async function seedBankCards(db: Db): Promise<void> {
  const types = await db
    .insert(bankTypes)
    .values(banks.map((b, i) => ({ code: b.code, name: b.name, sort: i + 1 })))
    .returning({ id: bankTypes.id, code: bankTypes.code });
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.name, demoMember.name));
  const bank = types.find((t) => t.code === demoCard.bankCode);
  if (!member || !bank) throw new Error('demo member or bank missing before the bank-card seed');
  await db.insert(bankCards).values({ memberId: member.id, bankTypeId: bank.id, cardNo: demoCard.cardNo, ownerName: demoMember.realname, branch: demoCard.branch });
}
