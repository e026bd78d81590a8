import type { FastifyReply } from 'fastify';
import { serverPageHeaders } from '../services/pages/server-pages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lang } from '../../domain/contracts/lang.ts';
import { htmlPageReplySchema } from '../../domain/contracts/replies/pages.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { localName } from '../services/content/localized.ts';
import { fromCents } from '../services/money/money.ts';
import { renderPaidPage, renderPaymentErrorPage, renderPaymentPage } from '../services/money/payment-page.ts';
import { orderWithChannel, settleNotification } from '../services/money/online-payments.ts';
import { signNotification, verifyNotification, verifyPage, type PaymentNotification } from '../services/money/payment-signature.ts';

const orderNoRule = z.string().regex(/^D[0-9a-f]{24}$/);
const hex = (length: number) => z.string().regex(new RegExp(`^[0-9a-f]{${length}}$`));

const notificationSchema = z.object({
  order_no: orderNoRule,
  amount: z.string().regex(/^\d{1,10}\.\d{2}$/),
  nonce: hex(32),
  status: z.literal('paid'),
  sign: hex(64),
});

/**
 * The reference server's stand-in for a payment gateway: the checkout page an online deposit opens
 * in a popup, and the notification its "Pay" button posts back. No bearer token anywhere: the
 * page's address is signed, and the notification is an HMAC over its fields, checked in constant
 * time; an order is credited once, so a replayed or altered notification changes nothing.
 */
export const demoPayRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  // The page's form posts urlencoded fields; only the routes of this plugin accept them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).headers(serverPageHeaders).send(body);
  const refuse = (reply: FastifyReply, lang: Lang, status: number, key: MessageKey) => html(reply, status, renderPaymentErrorPage(lang, key));
  // Every answer of these routes is a page, refusals too (a malformed body still gets the JSON error).
  const pages = { 200: htmlPageReplySchema, 403: htmlPageReplySchema, 404: htmlPageReplySchema, 409: htmlPageReplySchema };

  app.get(
    '/demo-pay/:order',
    { schema: { params: z.object({ order: z.string().max(64) }), querystring: z.object({ sig: z.string().max(128).default('') }), response: pages } },
    async (request, reply) => {
      const { order } = request.params;
      if (!orderNoRule.safeParse(order).success || !verifyPage(order, request.query.sig)) return refuse(reply, request.lang, 404, 'pay_invalid');
      const found = await orderWithChannel(db, order);
      if (!found) return refuse(reply, request.lang, 404, 'pay_invalid');
      if (found.recharge.status !== 'pending') return refuse(reply, request.lang, 409, 'pay_closed');
      const notification: PaymentNotification = { order_no: order, amount: fromCents(found.recharge.amountCents), nonce: found.recharge.nonce!, status: 'paid' };
      const page = renderPaymentPage(request.lang, {
        channel: localName(found.channel, request.lang),
        notification,
        sign: signNotification(notification),
        action: `${app.prefix}/demo-pay/notify?lang=${request.lang}`,
      });
      return html(reply, 200, page);
    },
  );

  app.post('/demo-pay/notify', { schema: { body: notificationSchema, response: pages } }, async (request, reply) => {
    const { sign, ...notification } = request.body;
    if (!verifyNotification(notification, sign)) return refuse(reply, request.lang, 403, 'pay_refused');
    const outcome = await settleNotification(db, notification, app.clock);
    if (outcome === 'unknown') return refuse(reply, request.lang, 404, 'pay_invalid');
    if (outcome === 'closed') return refuse(reply, request.lang, 409, 'pay_closed');
    if (outcome === 'mismatch') return refuse(reply, request.lang, 403, 'pay_refused');
    return html(reply, 200, renderPaidPage(request.lang, notification.amount));
  });
};
