import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankCardParamsSchema, bankCardPatchSchema, bankCardSchema } from '../../domain/contracts/bank-cards.ts';
import {
  bankCardReplySchema,
  bankCardsReplySchema,
  bankTypesReplySchema,
  type BankCard,
  type BankCardReply,
  type BankType,
} from '../../domain/contracts/replies/bank-cards.ts';
import { messageReplySchema, type MessageReply } from '../../domain/contracts/replies/message.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { checkCardProof } from '../services/accounts/card-proof.ts';
import { sendSmsCode } from '../services/accounts/sms-codes.ts';
import { bindCard, cardsOf, editCard, enabledBankTypes } from '../services/money/bank-cards.ts';

/** The SMS cap per client address the environment may raise (services/accounts/sms-codes.ts). */
export interface BankCardRouteOptions {
  smsPerAddressHour: number;
}

/**
 * Bank cards of docs/product.md §7: the banks, a member's cards, binding one and editing one. Binding and
 * editing take the withdrawal password, or an SMS code for a member without one (card-proof.ts).
 */
export const bankCardRoutes: FastifyPluginAsyncZod<BankCardRouteOptions> = async (app, caps) => {
  const db = app.db.db;

  app.get('/member/bank/type', { preHandler: requireMember, schema: { response: { 200: bankTypesReplySchema } } }, async (request): Promise<BankType[]> =>
    enabledBankTypes(db, request.lang),
  );

  app.get('/member/bank', { preHandler: requireMember, schema: { response: { 200: bankCardsReplySchema } } }, async (request): Promise<BankCard[]> =>
    cardsOf(db, memberOf(request).id, request.lang),
  );

  // The code of a member without a withdrawal password goes to the phone they signed up with, never to one the caller names.
  app.post('/member/bank/sms', { preHandler: requireMember, schema: { response: { 200: messageReplySchema } } }, async (request): Promise<MessageReply> => {
    const member = memberOf(request);
    if (member.qkPwdHash) throw new AppError(422, 'card_sms_not_needed');
    if (!member.phone) throw new AppError(422, 'qk_pwd_missing');
    await sendSmsCode(db, app.sms, { phone: member.phone, address: request.ip, lang: request.lang, now: app.clock(), perAddressHour: caps.smsPerAddressHour });
    return { message: translate(request.lang, 'sms_sent') };
  });

  app.post(
    '/member/bank',
    { preHandler: requireMember, schema: { body: bankCardSchema, response: { 200: bankCardReplySchema } } },
    async (request): Promise<BankCardReply> => {
      const member = memberOf(request);
      const now = app.clock();
      await checkCardProof(db, member, request.body, request.ip, now);
      const cardId = await bindCard(db, member.id, request.body, now);
      const [card] = await cardsOf(db, member.id, request.lang, cardId);
      return { message: translate(request.lang, 'bank_card_added'), card: card! };
    },
  );

  // Another member's card id answers exactly like an id that does not exist.
  app.patch(
    '/member/bank/:id',
    { preHandler: requireMember, schema: { params: bankCardParamsSchema, body: bankCardPatchSchema, response: { 200: bankCardReplySchema } } },
    async (request): Promise<BankCardReply> => {
      const member = memberOf(request);
      const cardId = request.params.id;
      await checkCardProof(db, member, request.body, request.ip, app.clock());
      await editCard(db, member.id, cardId, request.body, app.clock);
      const [card] = await cardsOf(db, member.id, request.lang, cardId);
      return { message: translate(request.lang, 'bank_card_updated'), card: card! };
    },
  );
};
