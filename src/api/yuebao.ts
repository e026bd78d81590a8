import type { YuebaoMoveValues } from '../../domain/contracts/yuebao';
import type { YuebaoListReply, YuebaoMoveReply } from '../../domain/contracts/replies/yuebao';
import { postJson } from './http';

const keyed = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

/** The plans, and for a member their holdings and interest (`yuebao/getMemberYuebaoList`). */
export function fetchYuebaoList(): Promise<YuebaoListReply> {
  return postJson<YuebaoListReply>('/yuebao/getMemberYuebaoList');
}

/** Centre wallet → plan (`/yuebao/deposit`); one key per user action. */
export function yuebaoDeposit(input: YuebaoMoveValues, idempotencyKey: string): Promise<YuebaoMoveReply> {
  return postJson<YuebaoMoveReply>('/yuebao/deposit', input, keyed(idempotencyKey));
}

/** Plan → centre wallet (`/yuebao/withdraw`); one key per user action. */
export function yuebaoWithdraw(input: YuebaoMoveValues, idempotencyKey: string): Promise<YuebaoMoveReply> {
  return postJson<YuebaoMoveReply>('/yuebao/withdraw', input, keyed(idempotencyKey));
}
