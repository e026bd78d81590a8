import type { DrawingForm } from '../../domain/contracts/withdrawals';
import type { DrawingReply, WithdrawalItem, WithdrawInfo } from '../../domain/contracts/replies/withdrawals';
import { getJson, postJson } from './http';

/** Balance, what may be withdrawn now, the turnover rule's figures and the one-minute wait (`/drawing/info`). */
export function fetchWithdrawInfo(): Promise<WithdrawInfo> {
  return getJson<WithdrawInfo>('/drawing/info');
}

/** The member's latest withdrawals (`/drawing/list`). */
export function fetchWithdrawals(): Promise<WithdrawalItem[]> {
  return getJson<WithdrawalItem[]>('/drawing/list');
}

/** Asks for a withdrawal (`/drawing`); one key per user action. */
export function requestWithdrawal(form: DrawingForm, idempotencyKey: string): Promise<DrawingReply> {
  return postJson<DrawingReply>('/drawing', form, { headers: { 'Idempotency-Key': idempotencyKey } });
}
