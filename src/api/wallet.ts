import type { MoneyLogFilter } from '../../domain/contracts/wallet-types';
import type {
  MoneyLogReply,
  ProviderWallet,
  RebateFetchReply,
  RecallReply,
  RecoveryReply,
  TransferReply,
  WalletsReply,
} from '../../domain/contracts/replies/money';
import { postJson } from './http';

const keyed = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

/** The centre wallet, every provider wallet and the auto-transfer switch (`/game/api_moneys`). */
export function fetchWallets(): Promise<WalletsReply> {
  return postJson<WalletsReply>('/game/api_moneys');
}

/** One provider wallet (`/game/api_money`). */
export function fetchProviderWallet(apiCode: string): Promise<ProviderWallet> {
  return postJson<ProviderWallet>('/game/api_money', { api_code: apiCode });
}

export interface TransferInput {
  api_code: string;
  money: string;
  direction: 'in' | 'out';
}

/** Centre → provider ('in') or back ('out') (`/game/deposit`); one key per user action. */
export function transferMoney(input: TransferInput, idempotencyKey: string): Promise<TransferReply> {
  return postJson<TransferReply>('/game/deposit', { ...input, money_type: 'money' }, keyed(idempotencyKey));
}

/** Every provider balance back to the centre wallet (`/game/recovery_last`). */
export function recoverAll(idempotencyKey: string): Promise<RecoveryReply> {
  return postJson<RecoveryReply>('/game/recovery_last', undefined, keyed(idempotencyKey));
}

/** A closed game's wallet back to the centre when auto-transfer is on (`/game/recall`); the key is the launch's. */
export function recallGame(apiCode: string, idempotencyKey: string): Promise<RecallReply> {
  return postJson<RecallReply>('/game/recall', { api_code: apiCode }, keyed(idempotencyKey));
}

/** Auto-transfer on or off (`game/change_trans`). */
export function setAutoTransfer(on: boolean): Promise<{ message: string; status: number }> {
  return postJson('/game/change_trans', { status: on ? 1 : 0 });
}

/** Collects the waiting rebates owed up to `deadtime` (unix seconds) (`/fsnow/fetch`). */
export function collectRebates(deadtime: number, idempotencyKey: string): Promise<RebateFetchReply> {
  return postJson<RebateFetchReply>('/fsnow/fetch', { deadtime }, keyed(idempotencyKey));
}

/** The centre wallet's movements (`/moneylog`). */
export function fetchMoneyLog(filter: MoneyLogFilter): Promise<MoneyLogReply> {
  return postJson<MoneyLogReply>('/moneylog', filter);
}
