import { and, asc, eq } from 'drizzle-orm';
import type { BankCard } from '../../../src/contracts/bank-cards-types.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { bankCards, bankTypes } from '../../db/schema/index.ts';
import { localName } from '../content/localized.ts';

/** The only form a card number leaves the server in: its last four digits. */
export function maskCardNo(cardNo: string): string {
  return `**** **** **** ${cardNo.slice(-4)}`;
}

/** A member's cards (or the one of `cardId`, if it is theirs), oldest first, as the API sends them. */
export async function cardsOf(db: Db, memberId: number, lang: Lang, cardId?: number): Promise<BankCard[]> {
  const rows = await db
    .select({
      id: bankCards.id,
      bankTypeId: bankCards.bankTypeId,
      bankName: bankTypes.name,
      cardNo: bankCards.cardNo,
      ownerName: bankCards.ownerName,
      branch: bankCards.branch,
      createdAt: bankCards.createdAt,
      updatedAt: bankCards.updatedAt,
    })
    .from(bankCards)
    .innerJoin(bankTypes, eq(bankTypes.id, bankCards.bankTypeId))
    .where(and(eq(bankCards.memberId, memberId), cardId === undefined ? undefined : eq(bankCards.id, cardId)))
    .orderBy(asc(bankCards.id));
  return rows.map((r) => ({
    id: r.id,
    bank_type_id: r.bankTypeId,
    bank_name: localName(r.bankName, lang),
    card_no: maskCardNo(r.cardNo),
    owner_name: r.ownerName,
    branch: r.branch,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}
