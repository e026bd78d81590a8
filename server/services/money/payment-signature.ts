import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signatures of the demo payment page. A real gateway signs its notification with a secret it
 * shares with the merchant; here the reference server plays both sides, so one secret signs the
 * page's address and the notification its "Pay" button sends back.
 *
 * The secret comes from PAYMENT_SECRET, which the app passes on as it is built (server/config/);
 * without it each process draws its own, so a restart voids the pages still open (their orders
 * stay pending until paid from a new page or decided by the operator). One per process, not per
 * app: a page signed by one app of the process is verified by any other.
 */
let secret: Buffer = randomBytes(32);

/** Signs with `PAYMENT_SECRET` from now on, so every process given the same one accepts the others' pages. */
export function setPaymentSecret(text: string): void {
  secret = Buffer.from(text, 'utf8');
}

/** The fields a payment notification carries, all signed. */
export interface PaymentNotification {
  order_no: string;
  /** 2-decimal string, as on the page. */
  amount: string;
  nonce: string;
  status: 'paid';
}

// A purpose prefix keeps a page signature from ever passing as a notification's, and the reverse.
const hmac = (purpose: string, text: string) => createHmac('sha256', secret).update(`${purpose}\n${text}`, 'utf8').digest('hex');

const notificationText = (n: PaymentNotification) => [n.order_no, n.amount, n.nonce, n.status].join('\n');

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = /^[0-9a-f]{64}$/.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(0);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The signature of the payment page's address for `orderNo`. */
export const signPage = (orderNo: string): string => hmac('page', orderNo);
export const verifyPage = (orderNo: string, signature: string): boolean => sameHex(signPage(orderNo), signature);

/** HMAC-SHA256 over every field of the notification. */
export const signNotification = (n: PaymentNotification): string => hmac('notify', notificationText(n));
export const verifyNotification = (n: PaymentNotification, signature: string): boolean => sameHex(signNotification(n), signature);

/** A new order id and the nonce its one notification is signed over. */
export function newOrder(): { orderNo: string; nonce: string } {
  return { orderNo: `D${randomBytes(12).toString('hex')}`, nonce: randomBytes(16).toString('hex') };
}
