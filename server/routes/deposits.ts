import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { normalRechargeSchema, onlineRechargeSchema } from '../../domain/contracts/deposits.ts';
import { amountToCents } from '../../domain/contracts/money.ts';
import {
  bankAccountsSchema,
  normalRechargeReplySchema,
  onlineRechargeReplySchema,
  paymentChannelsSchema,
  rechargeListReplySchema,
  type BankAccount,
  type NormalRechargeReply,
  type OnlineRechargeReply,
  type PaymentChannel,
  type RechargeListReply,
} from '../../domain/contracts/replies/deposits.ts';
import { invalid } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { openOnlineOrder, submitNormalRecharge } from '../services/money/recharge-submit.ts';
import { checkAmountRange, memberRecharges, paymentAccountOf, paymentAccountsOf, toBankAccount, toChannel, toRecharge } from '../services/money/recharge-view.ts';
import { parseUploadBodies } from '../services/uploads/upload-body.ts';
import { uploadedVoucher } from '../services/money/voucher.ts';

/** A 3 MB voucher is 4 MB of base64; the rest of the API keeps its 64 kB limit. */
const NORMAL_BODY_LIMIT = 5 * 1024 * 1024;
const RECENT_RECHARGES = 20;

/**
 * Deposits (docs/product.md §7): a bank transfer reviewed by the operator, or an online payment through
 * the payment gateway in use (`app.payments`: a real one, or the demo page where that stand-in is
 * on). Money moves only when a deposit is approved or paid (services/money/deposit-review.ts);
 * submitting one moves nothing.
 */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const member = [requireMember];
  const submitting = [requireMember, idempotent];

  app.get('/payment/normal/list', { preHandler: member, schema: { response: { 200: bankAccountsSchema } } }, async (request): Promise<BankAccount[]> =>
    (await paymentAccountsOf(db, 'normal')).map((a) => toBankAccount(a, request.lang)),
  );

  app.get('/payment/online/list', { preHandler: member, schema: { response: { 200: paymentChannelsSchema } } }, async (request): Promise<PaymentChannel[]> =>
    (await paymentAccountsOf(db, 'online')).map((a) => toChannel(a, request.lang)),
  );

  // Its own plugin: only this route's JSON goes through the upload worker (server/services/uploads/upload-body.ts).
  await app.register(async (plugin) => {
    const upload = plugin.withTypeProvider<ZodTypeProvider>();
    parseUploadBodies(upload, 'voucher', NORMAL_BODY_LIMIT);
    upload.post(
      '/recharge/normal',
      { preHandler: submitting, bodyLimit: NORMAL_BODY_LIMIT, schema: { body: normalRechargeSchema, response: { 200: normalRechargeReplySchema } } },
      async (request): Promise<NormalRechargeReply> => {
        const { id } = memberOf(request);
        const { payment_id, money, payer_name } = request.body;
        const account = await paymentAccountOf(db, 'normal', payment_id);
        const amountCents = amountToCents(money);
        checkAmountRange(account, amountCents);
        const decoded = uploadedVoucher(request.upload);
        if (account.voucherRequired && !decoded) throw invalid('validation.voucherRequired');
        const row = await submitNormalRecharge(db, { memberId: id, account, amountCents, payerName: payer_name, voucher: decoded }, app.clock());
        return { message: translate(request.lang, 'recharge_submitted'), recharge: toRecharge(row, account.title, decoded !== null, request.lang) };
      },
    );
  });

  const online = { body: onlineRechargeSchema, response: { 200: onlineRechargeReplySchema } };
  app.post('/recharge/online', { preHandler: submitting, schema: online }, async (request): Promise<OnlineRechargeReply> => {
    const { id } = memberOf(request);
    const account = await paymentAccountOf(db, 'online', request.body.payment_id);
    const amountCents = amountToCents(request.body.money);
    checkAmountRange(account, amountCents);
    const row = await openOnlineOrder(db, id, account, amountCents, app.clock());
    const url = app.payments.checkoutUrl({ orderNo: row.orderNo!, amountCents, lang: request.lang }, app.prefix);
    return { url, recharge: toRecharge(row, account.title, false, request.lang) };
  });

  app.get('/recharge/list', { preHandler: member, schema: { response: { 200: rechargeListReplySchema } } }, async (request): Promise<RechargeListReply> => ({
    list: await memberRecharges(db, memberOf(request).id, request.lang, RECENT_RECHARGES),
  }));
};
