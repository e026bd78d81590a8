import { z } from 'zod';
import { isoTime, moneyText, balanceVersion, balanceParts } from './money-text';

// Replies of the withdrawal calls and their types. The lobby imports only the types
// (`import type`), never these schemas (bundle budget).

const withdrawalStatus = z.enum(['pending', 'paid', 'rejected']);

/** One withdrawal request as its member sees it. */
const withdrawalItemSchema = z.object({
  id: z.number().int(),
  money: moneyText,
  status: withdrawalStatus,
  /** Only its last four digits ever leave the server. */
  card: z.string().regex(/^\*{4} \*{4} \*{4} \d{4}$/),
  bank: z.string(),
  reason: z.string().nullable(),
  created_at: isoTime,
  decided_at: isoTime.nullable(),
});
export type WithdrawalItem = z.infer<typeof withdrawalItemSchema>;

export const withdrawalListSchema = z.array(withdrawalItemSchema);

/**
 * The first-deposit bonus against its own wagering requirement, (first deposit + bonus) ×
 * FIRST_DEPOSIT_BONUS_WAGER_TIMES in valid bets placed after it was credited.
 */
const bonusWageringSchema = z.object({
  amount: moneyText,
  required: moneyText,
  wagered: moneyText,
  /** Valid betting still owed before the bonus and its winnings unlock; "0.00" when met. */
  still_needed: moneyText,
  met: z.boolean(),
});

/**
 * `/drawing/info`: what the Withdraw page needs before the form. The turnover rule of docs/product.md §9
 * ("Deposit needs one times valid betting before withdrawal") and the first-deposit bonus's own
 * requirement: until both are met, only the part of the member's own deposits not lost may leave
 * (`withdrawable`). `turnover.met` is both met; `turnover.still_needed` the valid betting owed before
 * the whole balance, bonus included, may leave (each bet counts for both rules).
 */
export const withdrawInfoSchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  money: moneyText,
  withdrawable: moneyText,
  turnover: z.object({ deposited: moneyText, valid_betting: moneyText, still_needed: moneyText, met: z.boolean() }),
  /** Null for a member without a first-deposit bonus. */
  bonus: bonusWageringSchema.nullable(),
  /** Seconds until another request is accepted (the one-minute rule); 0 when it is now. */
  wait_seconds: z.number().int(),
  has_qk_pwd: z.boolean(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

export const drawingReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts, message: z.string(), money: moneyText, withdrawal: withdrawalItemSchema });
export type DrawingReply = z.infer<typeof drawingReplySchema>;
