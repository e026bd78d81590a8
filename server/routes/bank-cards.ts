import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankCardParamsSchema, bankCardPatchSchema, bankCardSchema } from '../../src/contracts/bank-cards.ts';
import type { BankCard, BankCardReply, BankType } from '../../src/contracts/bank-cards-types.ts';
import { bankCardReplySchema, bankCardsReplySchema, bankTypesReplySchema } from '../../src/contracts/replies/bank-cards.ts';
import { translate } from '../i18n/translate.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { bindCard, cardsOf, editCard, enabledBankTypes } from '../services/money/bank-cards.ts';

/** Bank cards of spec point 7: the banks, a member's cards, binding one and editing one. */
export const bankCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/member/bank/type', { preHandler: requireMember, schema: { response: { 200: bankTypesReplySchema } } }, async (request): Promise<BankType[]> =>
    enabledBankTypes(db, request.lang),
  );

  app.get('/member/bank', { preHandler: requireMember, schema: { response: { 200: bankCardsReplySchema } } }, async (request): Promise<BankCard[]> =>
    cardsOf(db, memberOf(request).id, request.lang),
  );

  app.post(
    '/member/bank',
    { preHandler: requireMember, schema: { body: bankCardSchema, response: { 200: bankCardReplySchema } } },
    async (request): Promise<BankCardReply> => {
      const memberId = memberOf(request).id;
      const cardId = await bindCard(db, memberId, request.body, app.clock());
      const [card] = await cardsOf(db, memberId, request.lang, cardId);
      return { message: translate(request.lang, 'bank_card_added'), card: card! };
    },
  );

  // Another member's card id answers exactly like an id that does not exist.
  app.patch(
    '/member/bank/:id',
    { preHandler: requireMember, schema: { params: bankCardParamsSchema, body: bankCardPatchSchema, response: { 200: bankCardReplySchema } } },
    async (request): Promise<BankCardReply> => {
      const memberId = memberOf(request).id;
      const cardId = request.params.id;
      await editCard(db, memberId, cardId, request.body, app.clock);
      const [card] = await cardsOf(db, memberId, request.lang, cardId);
      return { message: translate(request.lang, 'bank_card_updated'), card: card! };
    },
  );
};
