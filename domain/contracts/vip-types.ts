/**
 * One VIP level of `/member/vips`; money as 2-decimal strings. A level the operator has given no
 * benefits row shows its benefits as null.
 */
export interface VipLevel {
  level: number;
  name: string;
  /** Credited deposits in all that reach this level. */
  min_deposit: string;
  upgrade_bonus: string;
  daily_withdrawals: number | null;
  daily_withdrawal_limit: string | null;
  birthday_bonus: string | null;
}

/** The caller's standing on the ladder: in the reply only when called with a member's token. */
export interface VipProgress {
  level: number;
  /** The member's credited (approved) deposits in all. */
  deposited: string;
  /** The next level; null at the top. */
  next_level: number | null;
  /** The next level's threshold; null at the top. */
  next_min_deposit: string | null;
  /** What is left to deposit to reach it: "0.00" once reached (the upgrade is the operator's), null at the top. */
  needed: string | null;
}

/** `GET /member/vips`: the levels, lowest first, and the member's progress (null for a visitor). */
export interface VipsReply {
  levels: VipLevel[];
  member: VipProgress | null;
}

/**
 * One row of `GET /fs/levels?game_type=`: the rebate rate of a VIP level for that game type, in
 * percent of valid betting with 2 decimals ("0.80" is 0.80 %). The server keeps basis points.
 */
export interface RebateLevel {
  level: number;
  name: string;
  rate: string;
}
