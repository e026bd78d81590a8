import type { moneyKinds } from './wallet';
import type { BalanceStamp } from './session-types';

/** One provider wallet of `/game/api_moneys`; money is a 2-decimal string. */
export interface ProviderWallet {
  api_code: string;
  title: string;
  money: string;
}

/** `/game/api_moneys`: the centre wallet, every provider wallet, and the auto-transfer switch. */
export interface WalletsReply extends BalanceStamp {
  money: string;
  auto_transfer: boolean;
  list: ProviderWallet[];
}

/** A transfer's answer: the centre balance and the provider wallet after it. */
export interface TransferReply extends BalanceStamp {
  message: string;
  money: string;
  wallet: ProviderWallet;
}

/** `/game/recovery_last`: what came back, from which providers, and the centre balance after. */
export interface RecoveryReply extends BalanceStamp {
  message: string;
  money: string;
  recovered: string;
  from: string[];
}

/** `/game/recall`: a closed game's wallet back in the centre wallet (only with auto-transfer on). */
export interface RecallReply extends BalanceStamp {
  message: string;
  money: string;
  /** What moved back; '0.00' when auto-transfer is off or the game wallet was empty. */
  recalled: string;
  auto_transfer: boolean;
}

export type MoneyKind = (typeof moneyKinds)[number];

/** One row of `/moneylog`: a movement of the member's centre wallet, or a bet in a provider wallet. */
export interface MoneyLogRow {
  id: number;
  kind: MoneyKind;
  /** Signed, 2 decimals: "-50.00" left the wallet. */
  money: string;
  /** The centre wallet's balance right after; null on a bet, which moves a game wallet only. */
  balance: string | null;
  note: string | null;
  /** The provider whose wallet a bet moved; null for the centre wallet. */
  wallet: string | null;
  created_at: string;
  /** Money given back by an earlier movement of this kind (a refused withdrawal's refund). */
  refund: boolean;
  /** The game wallets on the other side of a transfer or a recovery, or the one a bet moved; empty otherwise. */
  game_wallets: string[];
  /** That game wallet's balance right after, when exactly one game wallet took part; null otherwise. */
  wallet_balance: string | null;
}

/** `/moneylog` filters as the lobby sends them (days are YYYY-MM-DD in the server's time zone). */
export interface MoneyLogFilter {
  kind?: MoneyKind;
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}

export interface MoneyLogReply {
  list: MoneyLogRow[];
  total: number;
  page: number;
  limit: number;
  /** Sums over the whole filtered range, not only this page. */
  totals: { in: string; out: string };
}

/** `/fsnow/fetch`: what was collected and the centre balance after. */
export interface RebateFetchReply extends BalanceStamp {
  message: string;
  money: string;
  collected: string;
  count: number;
}

/** One bet of `/game/record`; amounts are 2-decimal strings, profit signed. */
export interface BetRecord {
  id: number;
  api_code: string;
  title: string;
  game_code: string | null;
  stake: string;
  payout: string;
  profit: string;
  created_at: string;
}

export interface BetRecordReply {
  list: BetRecord[];
  total: number;
  page: number;
  limit: number;
  /** Over every bet of the filter: valid betting (stakes) and payouts. */
  totals: { stake: string; payout: string };
}

/** `/game/type`: the game types of docs/product.md §9 with their names in the caller's language. */
export interface GameTypeItem {
  id: number;
  name: string;
}
