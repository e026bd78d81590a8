import { z } from 'zod';
import { balanceVersion, balanceParts } from './money-text';

// Replies of the promotion calls of docs/product.md §7 ("Content and promotions") and their types. The
// spec does not show them; these are the reference server's. Times are ISO strings, money a
// 2-decimal string. The lobby imports only the types (`import type`), never these schemas (bundle
// budget). Field order is the wire's order: the serializer writes keys as the schema lists them.

/**
 * What an activity page ends in: its act's apply button, a "deposit now" link, nothing to press
 * because the server credits it on the first approved deposit, or another lobby page (`link`).
 */
const activityKind = z.enum(['apply', 'deposit', 'automatic', 'link']);
export type ActivityKind = z.infer<typeof activityKind>;

const activityFields = {
  id: z.number(),
  title: z.string(),
  /** Card art: a root-relative media path or an http(s) URL. */
  image_url: z.string(),
  /** Start of the run; null means it has always run. */
  starts_at: z.string().nullable(),
  /** End of the run; null means open-ended. */
  ends_at: z.string().nullable(),
  /** The act a member applies for on this activity (`POST /act/apply/{act_id}`), or null. */
  act_id: z.number().nullable(),
  /** What the page ends in (not in the spec; a field of this server). */
  kind: activityKind,
  /** The lobby route a 'link' activity leads to; null for the other kinds. */
  link: z.string().nullable(),
};
/** One card of `GET /activities`. */
const activityItemSchema = z.object(activityFields);
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const activitiesReplySchema = z.array(activityItemSchema);

/** The rule of an 'automatic' first-deposit activity, as the page states it. */
const firstDepositRuleSchema = z.object({
  /** Bonus as a percentage of the first approved deposit, e.g. 100. */
  percent: z.number(),
  /** Most the bonus pays, e.g. "8888.00". */
  cap: z.string(),
  /** Smallest first deposit that earns it, e.g. "100.00". */
  min_deposit: z.string(),
});
/** `GET /activity/{id}`: the card plus its HTML body (sanitise before showing). */
export const activityDetailSchema = z.object({
  ...activityFields,
  content: z.string(),
  /** The first-deposit rule of an 'automatic' activity; null for the other kinds. */
  first_deposit: firstDepositRuleSchema.nullable(),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

/** `GET /activity/{id}/mine`: where the signed-in member stands with a first-deposit activity. */
export const firstDepositStandingSchema = z.object({
  /**
   * 'waiting': no approved deposit yet, the next one (at least the minimum) earns the bonus;
   * 'credited': paid (`bonus`, `credited_at`); 'spent': an earlier first deposit did not earn it.
   */
  state: z.enum(['waiting', 'credited', 'spent']),
  bonus: z.string().nullable(),
  credited_at: z.string().nullable(),
  /**
   * A credited bonus's own wagering requirement, (first deposit + bonus) × FIRST_DEPOSIT_BONUS_WAGER_TIMES
   * in valid bets since the credit, and how far it is; null unless 'credited'.
   */
  wagering: z.object({ required: z.string(), wagered: z.string(), still_needed: z.string(), met: z.boolean() }).nullable(),
});
export type FirstDepositStanding = z.infer<typeof firstDepositStandingSchema>;

/** How an application is decided: credited at once, or by staff later. */
const actApproval = z.enum(['auto', 'review']);

/** An act (an activity members apply for) of `GET /act/list` and `GET /act/{id}`. */
export const actItemSchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  title: z.string(),
  image_url: z.string(),
  /** Bonus an approved application credits, e.g. "18.00". */
  bonus: z.string(),
  approval: actApproval,
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** Applications are accepted now (enabled and inside the run, by the server's clock). */
  open: z.boolean(),
});
export type ActItem = z.infer<typeof actItemSchema>;
export const actListReplySchema = z.array(actItemSchema);

const applicationStatus = z.enum(['approved', 'pending', 'rejected']);
export type ApplicationStatus = z.infer<typeof applicationStatus>;

/** One application of the signed-in member (`GET /act/apply/result`, newest first). */
const actApplicationSchema = z.object({
  id: z.number(),
  act_id: z.number(),
  activity_id: z.number(),
  title: z.string(),
  status: applicationStatus,
  /** Bonus credited ("0.00" while pending or when rejected). */
  bonus: z.string(),
  created_at: z.string(),
});
export type ActApplication = z.infer<typeof actApplicationSchema>;
export const actApplicationsReplySchema = z.array(actApplicationSchema);
/** `POST /act/apply/{id}`: the translated outcome ("Approved: 18.00 has been added to your wallet") and the wallet after. */
export const actApplyReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts, message: z.string(), application: actApplicationSchema, money: z.string() });
export type ActApplyReply = z.infer<typeof actApplyReplySchema>;
