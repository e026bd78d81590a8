import type { BalanceStamp } from './session-types';
/**
 * Reply shapes of the promotion calls of docs/product.md §7 ("Content and promotions"). The spec does not
 * show them; these are the reference server's. Times are ISO strings, money a 2-decimal string.
 * Kept free of zod: pages read these types and `activityPhase` without pulling the schemas in.
 */

/** Fixed id of the activity apply path (docs/product.md §9: `POST /act/apply/35`). */
export const ACT_APPLY_ID = 35;

/** Where an activity's run stands at a moment. */
export type ActivityPhase = 'upcoming' | 'ongoing' | 'ended';

/**
 * What an activity page ends in: its act's apply button, a "deposit now" link, nothing to press
 * because the server credits it on the first approved deposit, or another lobby page (`link`).
 */
export type ActivityKind = 'apply' | 'deposit' | 'automatic' | 'link';

/** The rule of an 'automatic' first-deposit activity, as the page states it. */
export interface FirstDepositRule {
  /** Bonus as a percentage of the first approved deposit, e.g. 100. */
  percent: number;
  /** Most the bonus pays, e.g. "8888.00". */
  cap: string;
  /** Smallest first deposit that earns it, e.g. "100.00". */
  min_deposit: string;
}

/** One card of `GET /activities`. */
export interface ActivityItem {
  id: number;
  title: string;
  /** Card art: a root-relative media path or an http(s) URL. */
  image_url: string;
  /** Start of the run; null means it has always run. */
  starts_at: string | null;
  /** End of the run; null means open-ended. */
  ends_at: string | null;
  /** The act a member applies for on this activity (`POST /act/apply/{act_id}`), or null. */
  act_id: number | null;
  /** What the page ends in (not in the spec; a field of this server). */
  kind: ActivityKind;
  /** The lobby route a 'link' activity leads to; null for the other kinds. */
  link: string | null;
}

/** `GET /activity/{id}`: the card plus its HTML body (sanitise before showing). */
export interface ActivityDetail extends ActivityItem {
  content: string;
  /** The first-deposit rule of an 'automatic' activity; null for the other kinds. */
  first_deposit: FirstDepositRule | null;
}

/** `GET /activity/{id}/mine`: where the signed-in member stands with a first-deposit activity. */
export interface FirstDepositStanding {
  /**
   * 'waiting': no approved deposit yet, the next one (at least the minimum) earns the bonus;
   * 'credited': paid (`bonus`, `credited_at`); 'spent': an earlier first deposit did not earn it.
   */
  state: 'waiting' | 'credited' | 'spent';
  bonus: string | null;
  credited_at: string | null;
  /**
   * A credited bonus's own wagering requirement, (first deposit + bonus) × FIRST_DEPOSIT_BONUS_WAGER_TIMES
   * in valid bets since the credit, and how far it is; null unless 'credited'.
   */
  wagering: { required: string; wagered: string; still_needed: string; met: boolean } | null;
}

/** How an application is decided: credited at once, or by staff later. */
export type ActApproval = 'auto' | 'review';

/** An act (an activity members apply for) of `GET /act/list` and `GET /act/{id}`. */
export interface ActItem {
  id: number;
  activity_id: number;
  title: string;
  image_url: string;
  /** Bonus an approved application credits, e.g. "18.00". */
  bonus: string;
  approval: ActApproval;
  starts_at: string | null;
  ends_at: string | null;
  /** Applications are accepted now (enabled and inside the run, by the server's clock). */
  open: boolean;
}

export type ApplicationStatus = 'approved' | 'pending' | 'rejected';

/** One application of the signed-in member (`GET /act/apply/result`, newest first). */
export interface ActApplication {
  id: number;
  act_id: number;
  activity_id: number;
  title: string;
  status: ApplicationStatus;
  /** Bonus credited ("0.00" while pending or when rejected). */
  bonus: string;
  created_at: string;
}

/** `POST /act/apply/{id}` reply. */
export interface ActApplyReply extends BalanceStamp {
  /** Translated outcome, e.g. "Approved: 18.00 has been added to your wallet". */
  message: string;
  application: ActApplication;
  /** Wallet balance after the application. */
  money: string;
}

/** The phase of a run at `now` (ms); open ends count as running. */
export function activityPhase(item: Pick<ActivityItem, 'starts_at' | 'ends_at'>, now: number): ActivityPhase {
  if (item.starts_at && Date.parse(item.starts_at) > now) return 'upcoming';
  if (item.ends_at && Date.parse(item.ends_at) < now) return 'ended';
  return 'ongoing';
}
