import { z } from 'zod';
import { isoTime, moneyText } from './money-text';

// Replies of the deposit calls of docs/product.md §7 and their types (the spec does not show them; these
// are the reference server's). The lobby imports only the types (`import type`), never these
// schemas (bundle budget).

/** One house bank account of `GET /payment/normal/list`: where a bank transfer goes. */
const bankAccountSchema = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  account_name: z.string(),
  account_no: z.string(),
  branch: z.string(),
  /** Amounts this account takes, inclusive. */
  min: moneyText,
  max: moneyText,
  /** A transfer to it needs a voucher image. */
  voucher_required: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountsSchema = z.array(bankAccountSchema);

/** One channel of `GET /payment/online/list` (the demo payment page). */
const paymentChannelSchema = z.object({ id: z.number().int(), title: z.string(), min: moneyText, max: moneyText });
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;
export const paymentChannelsSchema = z.array(paymentChannelSchema);

const depositWay = z.enum(['normal', 'online']);
export type DepositWay = z.infer<typeof depositWay>;
const rechargeStatus = z.enum(['pending', 'approved', 'rejected']);
export type RechargeStatus = z.infer<typeof rechargeStatus>;

/** One deposit as the member sees it. */
const rechargeSchema = z.object({
  id: z.number().int(),
  way: depositWay,
  /** The bank or channel paid into. */
  channel: z.string(),
  money: moneyText,
  payer_name: z.string().nullable(),
  status: rechargeStatus,
  /** Why it was rejected, when it was. */
  reason: z.string().nullable(),
  has_voucher: z.boolean(),
  created_at: isoTime,
  decided_at: isoTime.nullable(),
});
export type Recharge = z.infer<typeof rechargeSchema>;

/** `POST /recharge/normal`: the pending deposit and its submitted message (docs/product.md §8). */
export const normalRechargeReplySchema = z.object({ message: z.string(), recharge: rechargeSchema });
export type NormalRechargeReply = z.infer<typeof normalRechargeReplySchema>;

/** `POST /recharge/online`: the demo payment page to open, and the order waiting for it. */
export const onlineRechargeReplySchema = z.object({ url: z.string(), recharge: rechargeSchema });
export type OnlineRechargeReply = z.infer<typeof onlineRechargeReplySchema>;

/** `GET /recharge/list`: the member's latest deposits, newest first. */
export const rechargeListReplySchema = z.object({ list: z.array(rechargeSchema) });
export type RechargeListReply = z.infer<typeof rechargeListReplySchema>;
