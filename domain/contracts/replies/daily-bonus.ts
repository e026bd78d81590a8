import { z } from 'zod';
import { dayText, isoTime, moneyText, paging, balanceVersion, balanceParts } from './money-text';

// Replies of the daily bonus and their types. The lobby imports only the types (`import type`),
// never these schemas (bundle budget). Keys are listed in the order the service writes them: the
// serializer writes them in the schema's order.

const dailyBonusAwardState = z.enum(['locked', 'claimable', 'claimed']);

/** One award tier of `/dailybonus/award/list`, with the member's progress this period. */
const dailyBonusAward = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Check-ins needed within the period. */
  days: z.number().int(),
  money: moneyText,
  /** Check-ins counted this period (may pass `days`). */
  progress: z.number().int(),
  state: dailyBonusAwardState,
});
export type DailyBonusAward = z.infer<typeof dailyBonusAward>;

/** `/dailybonus/award/list`: the period, its checked days, and the tiers. */
export const dailyBonusStatusSchema = z.object({
  /** The server's today. */
  today: dayText,
  /** "YYYY-MM", the calendar month the tiers count in. */
  period: z.string().regex(/^\d{4}-\d{2}$/),
  checked_today: z.boolean(),
  /** Check-ins this period. */
  count: z.number().int(),
  /** Days checked in a row up to today (or yesterday, while today is not checked yet). */
  streak: z.number().int(),
  /** The period's checked days, ascending. */
  checked_days: z.array(dayText),
  list: z.array(dailyBonusAward),
});
export type DailyBonusStatus = z.infer<typeof dailyBonusStatusSchema>;

/** `POST /dailybonus/check`. */
export const dailyBonusCheckReplySchema = z.object({ message: z.string(), day: dayText, count: z.number().int(), streak: z.number().int() });
export type DailyBonusCheckReply = z.infer<typeof dailyBonusCheckReplySchema>;
/** `POST /dailybonus/64/award`: the tier as it stands now and the centre balance after the credit. */
export const dailyBonusClaimReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts, message: z.string(), money: moneyText, award: dailyBonusAward });
export type DailyBonusClaimReply = z.infer<typeof dailyBonusClaimReplySchema>;

/** One row of `/dailybonus/history`. */
const checkInItem = z.object({ id: z.number().int(), day: dayText, created_at: isoTime });
export type DailyCheckInItem = z.infer<typeof checkInItem>;
/** One row of `/dailybonus/award/history`. */
const claimItem = z.object({
  id: z.number().int(),
  award_id: z.number().int(),
  name: z.string(),
  days: z.number().int(),
  period: z.string(),
  money: moneyText,
  created_at: isoTime,
});
export type DailyBonusClaimItem = z.infer<typeof claimItem>;

/** One page of `/dailybonus/history`. */
export const checkInPageSchema = z.object({ list: z.array(checkInItem), ...paging });
/** One page of `/dailybonus/award/history`. */
export const claimPageSchema = z.object({ list: z.array(claimItem), ...paging });
/** One page of a history: its rows (DailyCheckInItem or DailyBonusClaimItem) and the paging of both schemas above. */
export type DailyBonusPage<T extends DailyCheckInItem | DailyBonusClaimItem> = Omit<z.infer<typeof checkInPageSchema>, 'list'> & { list: T[] };
