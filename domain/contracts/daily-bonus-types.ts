import type { BalanceStamp } from './session-types';
/** Where a tier stands for the member this period. */
export type DailyBonusAwardState = 'locked' | 'claimable' | 'claimed';

/** One award tier of `/dailybonus/award/list`, with the member's progress this period. */
export interface DailyBonusAward {
  id: number;
  name: string;
  /** Check-ins needed within the period. */
  days: number;
  money: string;
  /** Check-ins counted this period (may pass `days`). */
  progress: number;
  state: DailyBonusAwardState;
}

/** `/dailybonus/award/list`: the period, its checked days, and the tiers. */
export interface DailyBonusStatus {
  /** "YYYY-MM-DD", the server's today. */
  today: string;
  /** "YYYY-MM", the calendar month the tiers count in. */
  period: string;
  checked_today: boolean;
  /** Check-ins this period. */
  count: number;
  /** Days checked in a row up to today (or yesterday, while today is not checked yet). */
  streak: number;
  /** The period's checked days, "YYYY-MM-DD", ascending. */
  checked_days: string[];
  list: DailyBonusAward[];
}

/** `POST /dailybonus/check`. */
export interface DailyBonusCheckReply {
  message: string;
  day: string;
  count: number;
  streak: number;
}

/** `POST /dailybonus/64/award`: the tier as it stands now and the centre balance after the credit. */
export interface DailyBonusClaimReply extends BalanceStamp {
  message: string;
  money: string;
  award: DailyBonusAward;
}

/** One page of a history. */
export interface DailyBonusPage<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

/** One row of `/dailybonus/history`. */
export interface DailyCheckInItem {
  id: number;
  day: string;
  created_at: string;
}

/** One row of `/dailybonus/award/history`. */
export interface DailyBonusClaimItem {
  id: number;
  award_id: number;
  name: string;
  days: number;
  period: string;
  money: string;
  created_at: string;
}
