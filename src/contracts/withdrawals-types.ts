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
 * `/drawing/info`: what the Withdraw page needs before the form. The turnover rule of spec point 9
 * ("Deposit needs one times valid betting before withdrawal"): while valid betting is below the
 * deposits, only the part of the member's own deposits not lost may leave (`withdrawable`).
 */
export interface WithdrawInfo {
  money: string;
  withdrawable: string;
  turnover: { deposited: string; valid_betting: string; still_needed: string; met: boolean };
  /** Seconds until another request is accepted (the one-minute rule); 0 when it is now. */
  wait_seconds: number;
  has_qk_pwd: boolean;
}

export interface DrawingReply {
  message: string;
  money: string;
  withdrawal: WithdrawalItem;
}
