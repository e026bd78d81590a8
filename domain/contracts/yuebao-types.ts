import type { BalanceStamp } from './session-types';
/** One plan of `yuebao/getMemberYuebaoList`, with the caller's place in it; money in 2-decimal strings. */
export interface YuebaoPlan {
  id: number;
  name: string;
  /** Parts per million a day (80 = 0.008 % a day). */
  daily_rate_ppm: number;
  /** Percent a day, 4 decimals ("0.0080"). */
  daily_rate: string;
  /** Percent a year without compounding (365 days), 2 decimals ("2.92"). */
  annual_rate: string;
  /** 0: flexible; otherwise days after the latest put-in before money can be taken out. */
  term_days: number;
  /** Bounds of one put-in. */
  min: string;
  max: string;
  /** The plan's total, and how much of it all members hold now. */
  pool: string;
  pool_used: string;
  /** The most one member may hold in the plan. */
  member_cap: string;
  /** The caller's holding (principal and interest) and all interest it earned; "0.00" for visitors. */
  holding: string;
  interest: string;
  /** ISO time a fixed term ends; null when the money can be taken out now. */
  locked_until: string | null;
  /** False: closed to new money (a holding can still be taken out). */
  enabled: boolean;
}

export interface YuebaoListReply extends BalanceStamp {
  list: YuebaoPlan[];
  /** The centre wallet; null for a visitor. */
  money: string | null;
  total_holding: string;
  total_interest: string;
}

/** `/yuebao/deposit` and `/yuebao/withdraw`: the centre wallet and the plan holding after the move. */
export interface YuebaoMoveReply extends BalanceStamp {
  message: string;
  money: string;
  plan_id: number;
  holding: string;
}
