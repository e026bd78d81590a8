import type { BalanceBreakdown, UserInfo } from './session-types';

/** A reply that only carries a translated text (SMS sent, password reset, logout). */
export interface MessageReply {
  message: string;
}

/** `/auth/me` and `/auth/info/update` reply: user info of docs/product.md §3 plus profile fields. */
export interface MemberInfo extends UserInfo {
  name: string;
  level: number;
  level_name: string;
  /** Balance, 2-decimal string ("12.50"). */
  money: string;
  /** The version the money was read at (session-types.ts). */
  balance_version: number;
  /** Centre + game wallets + Yu-EBao, read with `money` at `balance_version`. */
  total_balance: string;
  breakdown: BalanceBreakdown;
  realname: string | null;
  /** Masked, e.g. "+86138****8000". */
  phone: string | null;
  email: string | null;
  birthday: string | null;
  invite_code: string;
  lang: string;
  has_qk_pwd: boolean;
  /** ISO time. */
  created_at: string;
}
