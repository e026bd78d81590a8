import type { FastifyPluginAsync } from 'fastify';
import type { Lang } from '../../../domain/contracts/lang.ts';

/** An online order just opened, as the gateway needs it to take the payment. */
export interface CheckoutOrder {
  orderNo: string;
  amountCents: number;
  lang: Lang;
}

/**
 * How a member pays an online deposit. A real gateway implements this and is passed to
 * `buildApp({ payments })`; the reference server's own is the demo page (server/stand-ins/demo-payments.ts).
 */
export interface PaymentGateway {
  /** The address the lobby opens in its payment popup; it must not carry the member's token. */
  checkoutUrl(order: CheckoutOrder, apiPrefix: string): string;
  /**
   * The gateway's routes under `/api` (its notification callback, a page), when it has any. A paid
   * notification credits exactly its order's amount, once (`creditLocked` under the order's row lock).
   */
  routes?: FastifyPluginAsync;
}
