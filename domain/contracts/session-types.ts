import type { Token } from './replies/accounts';
import type { BalanceBreakdown } from './replies/money-text';

// The lobby's session: the token's type is its reply's (replies/accounts.ts). Type only, so the
// entry chunk does not pull in zod.

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
