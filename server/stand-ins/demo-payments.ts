import fp from 'fastify-plugin';
import { demoPayRoutes } from '../routes/demo-pay.ts';
import type { PaymentGateway } from '../services/money/payment-gateway.ts';
import { signPage } from '../services/money/payment-signature.ts';

/**
 * Stand-in payment gateway: a page of this server whose "Pay" button credits the order at once,
 * with no money anywhere. On by default outside production, by DEMO_PAYMENTS=1 in it.
 */
export const demoPaymentGateway: PaymentGateway = {
  checkoutUrl({ orderNo, lang }, apiPrefix) {
    // The popup cannot send the bearer token, and must not: the order id and its signature open the page.
    const query = new URLSearchParams({ sig: signPage(orderNo), lang });
    return `${apiPrefix}/demo-pay/${orderNo}?${query.toString()}`;
  },
  // Named like the request plumbing, but encapsulated: its urlencoded parser and `/api` prefix stay its own.
  routes: fp(demoPayRoutes, {
    name: 'lobby-demo-payments',
    fastify: '5.x',
    encapsulate: true,
    dependencies: ['lobby-lang', 'lobby-route-contracts', 'lobby-error-handler'],
  }),
};
