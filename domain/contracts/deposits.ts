import { z } from 'zod';
import { amountRule } from './money';
import { base64Pattern, IMAGE_MAX_BASE64 } from './image-upload';

/*
 * Deposit calls of docs/product.md §7 (the spec shows paths only; these payloads are the reference
 * server's). Used by the lobby's deposit forms and the server alike; messages are `validation.` keys.
 *
 * POST /recharge/normal  JSON { payment_id, money, payer_name, voucher? }; header Idempotency-Key.
 *   `voucher` is the image file as plain base64 (no `data:` prefix), at most 3 MB decoded, a png,
 *   jpeg, webp or gif by its first bytes. The route takes bodies up to 5 MB; other calls 64 kB.
 * POST /recharge/online  JSON { payment_id, money }; header Idempotency-Key → { url } of the demo
 *   payment page (an order id and a signature, never the member's token).
 * GET  /recharge/list    the member's latest deposits with their status.
 */

/** Pending bank-transfer deposits one member may have waiting for review. */
export const PENDING_NORMAL_MAX = 3;
/** Ids are PostgreSQL integers. */
const ID_MAX = 2_147_483_647;

/** The bank account or channel paid into: a JSON number (a form's select gives it as a number too). */
export const paymentIdRule = z
  .number({ error: 'validation.paymentRequired' })
  .int('validation.paymentRequired')
  .min(1, 'validation.paymentRequired')
  .max(ID_MAX, 'validation.paymentRequired');

/** The name on the account the money came from: letters of any script, spaces, dots, hyphens. */
export const payerNameRule = z
  .string({ error: 'validation.payerNameRequired' })
  .trim()
  .min(1, 'validation.payerNameRequired')
  .max(30, 'validation.payerNameLength')
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .·'-]*$/u, 'validation.payerNameFormat');

export const voucherRule = z
  .string({ error: 'validation.voucherFormat' })
  .max(IMAGE_MAX_BASE64, 'validation.voucherTooLarge')
  .min(1, 'validation.voucherFormat')
  .regex(base64Pattern, 'validation.voucherFormat')
  .refine((text) => text.length % 4 === 0, 'validation.voucherFormat');

/** The bank-transfer form's fields (the voucher file is checked apart: see voucher.ts). */
export const normalRechargeFormSchema = z.object({
  payment_id: paymentIdRule,
  money: amountRule,
  payer_name: payerNameRule,
});
export type NormalRechargeForm = z.infer<typeof normalRechargeFormSchema>;

/** `/recharge/normal` as the server checks it. */
export const normalRechargeSchema = normalRechargeFormSchema.extend({ voucher: voucherRule.optional() });
export type NormalRechargeInput = z.infer<typeof normalRechargeSchema>;

/** `/recharge/online`, and the online form. */
export const onlineRechargeSchema = z.object({ payment_id: paymentIdRule, money: amountRule });
export type OnlineRechargeInput = z.infer<typeof onlineRechargeSchema>;
