/**
 * Responsible play (docs/product.md §10.1, beyond the spec): deposit limits, reality checks, time-out and
 * self-exclusion. Wire names are the reference server's; amounts are 2-decimal strings, times ISO.
 */

/** The three rolling deposit periods: 24 hours, 7 days, 1 month (30 days). */
export type LimitField = 'deposit_day' | 'deposit_week' | 'deposit_month';
export const LIMIT_FIELDS: readonly LimitField[] = ['deposit_day', 'deposit_week', 'deposit_month'];

/** A raise or a removal waiting out its cooling-off; `value` null is "no limit". */
export interface PendingLimit {
  field: LimitField;
  value: string | null;
  effective_at: string;
}

/** Deposits (approved and pending) counted in each rolling period now. */
export interface LimitUsage {
  deposit_day: string;
  deposit_week: string;
  deposit_month: string;
}

/** `GET /member/limits`: the limits in force (null = none), what waits, and the member's own stops. */
export interface MemberLimits {
  deposit_day: string | null;
  deposit_week: string | null;
  deposit_month: string | null;
  pending: PendingLimit[];
  /** Beyond the wire: what each period has used, for the page's bars. */
  used: LimitUsage;
  reality_check_minutes: RealityCheckMinutes;
  time_out_until: string | null;
  excluded_until: string | null;
  /** True once the member set a limit or skipped the prompt: the prompt is not shown again. */
  prompted: boolean;
}

export type RealityCheckMinutes = 0 | 30 | 60 | 90;
export const REALITY_CHECK_CHOICES: readonly RealityCheckMinutes[] = [0, 30, 60, 90];

/** `POST /member/limits` reply: the limits after the change, with a message in the caller's language. */
export interface LimitsChangeReply {
  message: string;
  limits: MemberLimits;
}

/**
 * `GET /member/reality_check`: the session the check speaks about (since this token's login) —
 * time logged in and its net result.
 */
export interface RealitySession {
  minutes: RealityCheckMinutes;
  started_at: string;
  bets: string;
  wins: string;
  deposits: string;
  /** wins − bets, the result of play in this session. */
  net: string;
}

/** Refusal bodies (HTTP 403) of the guarded actions, beside `message`. */
export interface DepositLimitRefusal {
  message: string;
  code: 'deposit_limit';
  /** What is left in each limited period (only periods with a limit). */
  left: Partial<Record<LimitField, string>>;
}
/**
 * What a stopped member may not do (deposit, move money into a game or Yu-EBao, open a game, play an
 * event, collect a bonus or rebate, apply for a promotion) answers this; they still sign in to a
 * withdraw-only lobby.
 */
export interface StopRefusal {
  message: string;
  code: 'stopped_withdraw_only';
  /** Which stop runs: self-exclusion is named when both do. */
  stop: StopCode;
  until: string;
}
export type StopCode = 'timed_out' | 'self_excluded';
