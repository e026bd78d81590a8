/**
 * Responsible play (beyond the spec): deposit limits, reality checks, time-out and self-exclusion.
 * Wire names are the reference server's; amounts are 2-decimal strings, times ISO. The replies'
 * types are beside their schemas (replies/responsible-play.ts, replies/responsible-stops.ts).
 */

/** The three rolling deposit periods: 24 hours, 7 days, 1 month (30 days). */
export type LimitField = 'deposit_day' | 'deposit_week' | 'deposit_month';
export const LIMIT_FIELDS: readonly LimitField[] = ['deposit_day', 'deposit_week', 'deposit_month'];

export type RealityCheckMinutes = 0 | 30 | 60 | 90;
export const REALITY_CHECK_CHOICES: readonly RealityCheckMinutes[] = [0, 30, 60, 90];

/**
 * What a stopped member may not do (deposit, move money into a game or Yu-EBao, open a game, play an
 * event, collect a bonus or rebate, apply for a promotion) answers this with HTTP 403; they still
 * sign in to a withdraw-only lobby.
 */
export interface StopRefusal {
  message: string;
  code: 'stopped_withdraw_only';
  /** Which stop runs: self-exclusion is named when both do. */
  stop: StopCode;
  until: string;
}
export type StopCode = 'timed_out' | 'self_excluded';
