import { and, asc, count, eq, ne } from 'drizzle-orm';
import { BANK_CARDS_MAX } from '../../../domain/contracts/bank-cards.ts';
import type { BankCard, BankType } from '../../../domain/contracts/replies/bank-cards.ts';
import type { Lang } from '../../../domain/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { bankCards, bankTypes, members } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../errors.ts';
import { localName } from '../content/localized.ts';
import { cardDigest, isExcluded, recordMarks, refuseExcludedPerson } from '../member/responsible-play/excluded-persons.ts';

/** A card as the member sends it to bind or edit (`card_no` absent: an edit keeps the number). */
export interface CardFields {
  bank_type_id: number;
  card_no?: string;
  owner_name: string;
  branch: string;
}

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

/** The banks a card can be of, in the operator's order, their names in the caller's language. */
export async function enabledBankTypes(db: Db, lang: Lang): Promise<BankType[]> {
  const rows = await db
    .select({ id: bankTypes.id, name: bankTypes.name })
    .from(bankTypes)
    .where(eq(bankTypes.enabled, true))
    .orderBy(asc(bankTypes.sort), asc(bankTypes.id));
  return rows.map((r) => ({ id: r.id, name: localName(r.name, lang) }));
}

/**
 * The rules a card must meet beyond its shape, checked with the member row locked, so two binds
 * sent at once are counted one after the other: the holder is the member's real name
 * (docs/product.md §5), the bank exists, the member has not bound this number before (`exceptCard`: the card being
 * edited), and has fewer than BANK_CARDS_MAX cards (`adding`).
 */
async function checkCard(tx: Db, memberId: number, fields: CardFields, options: { adding: boolean; exceptCard?: number }): Promise<void> {
  const [member] = await tx.select({ realname: members.realname }).from(members).where(eq(members.id, memberId)).for('update');
  if (!member?.realname) throw new AppError(422, 'bank_realname_missing');
  if (fields.owner_name !== member.realname) throw new AppError(422, 'bank_owner_mismatch');
  const [bank] = await tx.select({ id: bankTypes.id }).from(bankTypes).where(and(eq(bankTypes.id, fields.bank_type_id), eq(bankTypes.enabled, true)));
  if (!bank) throw new AppError(422, 'bank_type_not_found');
  if (fields.card_no !== undefined) {
    const mine = eq(bankCards.memberId, memberId);
    const same = and(mine, eq(bankCards.cardNo, fields.card_no), options.exceptCard === undefined ? undefined : ne(bankCards.id, options.exceptCard));
    const [dup] = await tx.select({ id: bankCards.id }).from(bankCards).where(same);
    if (dup) throw new AppError(422, 'bank_card_duplicate');
  }
  if (options.adding) {
    const [bound] = await tx.select({ n: count() }).from(bankCards).where(eq(bankCards.memberId, memberId));
    if ((bound?.n ?? 0) >= BANK_CARDS_MAX) throw new AppError(422, 'bank_card_limit', { max: BANK_CARDS_MAX });
  }
}

/**
 * A card is its holder's (README "Time-out and self-exclusion"): one that a self-excluded person
 * bound is refused on any other account while the exclusion runs, and one the excluded member binds
 * meanwhile joins their marks. Called after checkCard, under the member's row lock.
 */
async function guardExcludedCard(tx: Db, memberId: number, cardNo: string, now: Date): Promise<void> {
  const marks = [{ kind: 'card' as const, value: await cardDigest(tx, cardNo) }];
  if (await isExcluded(tx, memberId, now)) await recordMarks(tx, memberId, marks, now);
  else await refuseExcludedPerson(tx, { marks, rule: 'card', now, exceptMember: memberId });
}

/** A unique violation left (a check that raced past) says the same as the check would have. */
function duplicateAsRefusal(error: unknown): never {
  if (isUniqueViolation(error, 'bank_cards_member_card_no')) throw new AppError(422, 'bank_card_duplicate');
  throw error;
}

/** Binds a new card (its number required by the route's schema); the new card's id. */
export function bindCard(db: Db, memberId: number, fields: CardFields & { card_no: string }, now: Date): Promise<number> {
  return transact(db, async (tx) => {
    await checkCard(tx, memberId, fields, { adding: true });
    await guardExcludedCard(tx, memberId, fields.card_no, now);
    const [row] = await tx
      .insert(bankCards)
      .values({ memberId, bankTypeId: fields.bank_type_id, cardNo: fields.card_no, ownerName: fields.owner_name, branch: fields.branch, createdAt: now, updatedAt: now })
      .returning({ id: bankCards.id });
    return row!.id;
  }).catch(duplicateAsRefusal);
}

/** Edits one of the member's cards; another member's card id answers exactly like an id that does not exist (404). */
export async function editCard(db: Db, memberId: number, cardId: number, fields: CardFields, now: () => Date): Promise<void> {
  const own = and(eq(bankCards.id, cardId), eq(bankCards.memberId, memberId));
  await transact(db, async (tx) => {
    const [card] = await tx.select({ id: bankCards.id }).from(bankCards).where(own);
    if (!card) throw new AppError(404, 'bank_card_not_found');
    await checkCard(tx, memberId, fields, { adding: false, exceptCard: cardId });
    if (fields.card_no !== undefined) await guardExcludedCard(tx, memberId, fields.card_no, now());
    await tx
      .update(bankCards)
      .set({ bankTypeId: fields.bank_type_id, ownerName: fields.owner_name, branch: fields.branch, updatedAt: now(), ...(fields.card_no === undefined ? {} : { cardNo: fields.card_no }) })
      .where(own);
  }).catch(duplicateAsRefusal);
}
