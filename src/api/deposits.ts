import type { NormalRechargeInput, OnlineRechargeInput } from '../../domain/contracts/deposits';
import type { BankAccount, NormalRechargeReply, OnlineRechargeReply, PaymentChannel, RechargeListReply } from '../../domain/contracts/replies/deposits';
import { getJson, http, postJson } from './http';

const keyed = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

/** The house bank accounts a bank transfer goes to (`GET /payment/normal/list`). */
export function fetchBankAccounts(): Promise<BankAccount[]> {
  return getJson<BankAccount[]>('/payment/normal/list');
}

/** The online payment channels (`GET /payment/online/list`). */
export function fetchPaymentChannels(): Promise<PaymentChannel[]> {
  return getJson<PaymentChannel[]>('/payment/online/list');
}

/**
 * A bank-transfer deposit (`POST /recharge/normal`), its voucher as base64 in the JSON body;
 * `onProgress` gets the share of the body sent so far (0 to 1). One key per user action.
 */
export function submitBankTransfer(input: NormalRechargeInput, idempotencyKey: string, onProgress?: (share: number) => void): Promise<NormalRechargeReply> {
  return postJson<NormalRechargeReply>('/recharge/normal', input, {
    ...keyed(idempotencyKey),
    onUploadProgress: onProgress && ((event) => onProgress(event.total ? Math.min(1, event.loaded / event.total) : 0)),
  });
}

/** An online order (`POST /recharge/online`); its `url` is the payment page, made absolute against the API root. */
export async function startOnlinePayment(input: OnlineRechargeInput, idempotencyKey: string): Promise<OnlineRechargeReply> {
  const reply = await postJson<OnlineRechargeReply>('/recharge/online', input, keyed(idempotencyKey));
  const apiRoot = new URL(http.defaults.baseURL ?? '/api', window.location.href);
  return { ...reply, url: new URL(reply.url, apiRoot).href };
}

/** The member's latest deposits with their status (`GET /recharge/list`). */
export function fetchRecharges(): Promise<RechargeListReply> {
  return getJson<RechargeListReply>('/recharge/list');
}
