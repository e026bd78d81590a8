/** Token of spec point 3 (type only, so the entry chunk does not pull in zod). */
export interface Token {
  token_type: string;
  access_token: string;
  /** Issue time in seconds. */
  expires_at: number;
  /** Lifetime in seconds. */
  expires_in: number;
}

/** User info of spec point 3; money is a 2-decimal string on the wire. */
export interface UserInfo {
  name: string;
  level: string | number;
  money: string;
  /**
   * The member's balance version the money was read at: one more with every ledger movement of the
   * member. A lobby shows a money only when its version is newer (store/balance-rule.ts).
   */
  balance_version?: number;
  [extra: string]: unknown;
}

/** True when the token is older than expires_at + expires_in seconds (spec point 4). */
export function isTokenExpired(token: Token, nowMs: number): boolean {
  return nowMs / 1000 > token.expires_at + token.expires_in;
}

/** A reply that carries the centre balance as `money` also says the version it was read at (UserInfo.balance_version). */
export interface BalanceStamp {
  balance_version?: number;
}
