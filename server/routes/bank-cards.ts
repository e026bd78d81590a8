import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BANK_CARDS_MAX, bankCardParamsSchema, bankCardPatchSchema, bankCardSchema } from '../../src/contracts/bank-cards.ts';
import type { BankCard, BankCardReply, BankType } from '../../src/contracts/bank-cards-types.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { bankCards, bankTypes, members } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { cardsOf } from '../services/money/bank-cards.ts';
import { localName } from '../services/content/localized.ts';

interface CardFields {
  bank_type_id: number;
  card_no?: string;
  owner_name: string;
  branch: string;
}

/**
 * The rules a card must meet beyond its shape, checked with the member row locked, so two binds
 * sent at once are counted one after the other: the holder is the member's real name (spec point
 * 5), the bank exists, the member has not bound this number before (`exceptCard`: the card being
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

/** A unique violation left (a check that raced past) says the same as the check would have. */
function duplicateAsRefusal(error: unknown): never {
  if (isUniqueViolation(error, 'bank_cards_member_card_no')) throw new AppError(422, 'bank_card_duplicate');
  throw error;
}

/** Bank cards of spec point 7: the banks, a member's cards, binding one and editing one. */
export const bankCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/member/bank/type', { preHandler: requireMember }, async (request): Promise<BankType[]> => {
    const rows = await db
      .select({ id: bankTypes.id, name: bankTypes.name })
      .from(bankTypes)
      .where(eq(bankTypes.enabled, true))
      .orderBy(asc(bankTypes.sort), asc(bankTypes.id));
    return rows.map((r) => ({ id: r.id, name: localName(r.name, request.lang) }));
  });

  app.get('/member/bank', { preHandler: requireMember }, async (request): Promise<BankCard[]> => cardsOf(db, memberOf(request).id, request.lang));

  app.post('/member/bank', { preHandler: requireMember, schema: { body: bankCardSchema } }, async (request): Promise<BankCardReply> => {
    const memberId = memberOf(request).id;
    const fields = request.body;
    const now = app.clock();
    const cardId = await db
      .transaction(async (tx) => {
        await checkCard(tx, memberId, fields, { adding: true });
        const [row] = await tx
          .insert(bankCards)
          .values({ memberId, bankTypeId: fields.bank_type_id, cardNo: fields.card_no, ownerName: fields.owner_name, branch: fields.branch, createdAt: now, updatedAt: now })
          .returning({ id: bankCards.id });
        return row!.id;
      })
      .catch(duplicateAsRefusal);
    const [card] = await cardsOf(db, memberId, request.lang, cardId);
    return { message: translate(request.lang, 'bank_card_added'), card: card! };
  });

  // Another member's card id answers exactly like an id that does not exist.
  app.patch('/member/bank/:id', { preHandler: requireMember, schema: { params: bankCardParamsSchema, body: bankCardPatchSchema } }, async (request): Promise<BankCardReply> => {
    const memberId = memberOf(request).id;
    const cardId = request.params.id;
    const fields = request.body;
    const own = and(eq(bankCards.id, cardId), eq(bankCards.memberId, memberId));
    await db
      .transaction(async (tx) => {
        const [card] = await tx.select({ id: bankCards.id }).from(bankCards).where(own);
        if (!card) throw new AppError(404, 'bank_card_not_found');
        await checkCard(tx, memberId, fields, { adding: false, exceptCard: cardId });
        await tx
          .update(bankCards)
          .set({ bankTypeId: fields.bank_type_id, ownerName: fields.owner_name, branch: fields.branch, updatedAt: app.clock(), ...(fields.card_no === undefined ? {} : { cardNo: fields.card_no }) })
          .where(own);
      })
      .catch(duplicateAsRefusal);
    const [card] = await cardsOf(db, memberId, request.lang, cardId);
    return { message: translate(request.lang, 'bank_card_updated'), card: card! };
  });
};
