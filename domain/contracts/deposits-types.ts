/**
 * Reply shapes of the deposit calls of docs/product.md §7 (the spec does not show them; these are the
 * reference server's). Money is a 2-decimal string, times ISO strings. Kept free of zod.
 */

export type DepositWay = 'normal' | 'online';
export type RechargeStatus = 'pending' | 'approved' | 'rejected';

/** One house bank account of `GET /payment/normal/list`: where a bank transfer goes. */
export interface BankAccount {
  id: number;
  bank_name: string;
  account_name: string;
  account_no: string;
  branch: string;
  /** Amounts this account takes, inclusive. */
  min: string;
  max: string;
  /** A transfer to it needs a voucher image. */
  voucher_required: boolean;
}

/** One channel of `GET /payment/online/list` (the demo payment page). */
export interface PaymentChannel {
  id: number;
  title: string;
  min: string;
  max: string;
}

/** One deposit as the member sees it. */
export interface Recharge {
  id: number;
  way: DepositWay;
  /** The bank or channel paid into. */
  channel: string;
  money: string;
  payer_name: string | null;
  status: RechargeStatus;
  /** Why it was rejected, when it was. */
  reason: string | null;
  has_voucher: boolean;
  created_at: string;
  decided_at: string | null;
}

/** `POST /recharge/normal`: the pending deposit and docs/product.md §8's submitted message. */
export interface NormalRechargeReply {
  message: string;
  recharge: Recharge;
}

/** `POST /recharge/online`: the demo payment page to open, and the order waiting for it. */
export interface OnlineRechargeReply {
  url: string;
  recharge: Recharge;
}

/** `GET /recharge/list`: the member's latest deposits, newest first. */
export interface RechargeListReply {
  list: Recharge[];
}
