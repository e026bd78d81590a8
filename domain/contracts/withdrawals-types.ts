import type { BalanceStamp } from './session-types';
export type WithdrawalStatus = 'pending' | 'paid' | 'rejected';

/** One withdrawal request as its member sees it; the card only by its last four digits. */
export interface WithdrawalItem {
  id: number;
  money: string;
  status: WithdrawalStatus;
  card: string;
  bank: string;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
}

/**
 * The first-deposit bonus against its own wagering requirement, (first deposit + bonus) ×
 * FIRST_DEPOSIT_BONUS_WAGER_TIMES in valid bets placed after it was credited.
 */
export interface BonusWageringInfo {
  amount: string;
  required: string;
  wagered: string;
  /** Valid betting still owed before the bonus and its winnings unlock; "0.00" when met. */
  still_needed: string;
  met: boolean;
}

/**
 * `/drawing/info`: what the Withdraw page needs before the form. The turnover rule of docs/product.md §9
 * ("Deposit needs one times valid betting before withdrawal") and the first-deposit bonus's own
 * requirement: until both are met, only the part of the member's own deposits not lost may leave
 * (`withdrawable`). `turnover.met` is both met; `turnover.still_needed` the valid betting owed before
 * the whole balance, bonus included, may leave (each bet counts for both rules).
 */
export interface WithdrawInfo extends BalanceStamp {
  money: string;
  withdrawable: string;
  turnover: { deposited: string; valid_betting: string; still_needed: string; met: boolean };
  /** Null for a member without a first-deposit bonus. */
  bonus: BonusWageringInfo | null;
  /** Seconds until another request is accepted (the one-minute rule); 0 when it is now. */
  wait_seconds: number;
  has_qk_pwd: boolean;
}

export interface DrawingReply extends BalanceStamp {
  message: string;
  money: string;
  withdrawal: WithdrawalItem;
}
