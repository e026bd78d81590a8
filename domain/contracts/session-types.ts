/** Token of docs/product.md §3 (type only, so the entry chunk does not pull in zod). */
export interface Token {
  token_type: string;
  access_token: string;
  /** Issue time in seconds. */
  expires_at: number;
  /** Lifetime in seconds. */
  expires_in: number;
}

/** User info of docs/product.md §3; money is a 2-decimal string on the wire. */
export interface UserInfo {
  name: string;
  level: string | number;
  money: string;
  /**
   * The member's balance version the money was read at: one more with every ledger movement of the
   * member. A lobby shows a money only when its version is newer (store/balance-rule.ts).
   */
  balance_version?: number;
  /** Everything the member holds, read with `money` at `balance_version` (BalanceStamp). */
  total_balance?: string;
  breakdown?: BalanceBreakdown;
  [extra: string]: unknown;
}

/** True when the token is older than expires_at + expires_in seconds (docs/product.md §4). */
export function isTokenExpired(token: Token, nowMs: number): boolean {
  return nowMs / 1000 > token.expires_at + token.expires_in;
}

/** Where the member's total sits, each a 2-decimal string; all read in one statement with the version. */
export interface BalanceBreakdown {
  /** The centre wallet (the same as `money`). */
  centre: string;
  /** Every game wallet together. */
  games: string;
  /** Every Yu-EBao holding together (interest posted so far included). */
  yuebao: string;
}

/**
 * A reply that carries the centre balance as `money` also says the version it was read at
 * (UserInfo.balance_version) and the member's total with its parts at that same version, so the
 * header's total never mixes values of two versions ("Balances and tabs" in README.md).
 */
export interface BalanceStamp {
  balance_version?: number;
  total_balance?: string;
  breakdown?: BalanceBreakdown;
}
