/** Where an agent application stands; only the operator moves it on from 'pending'. */
export type AgentApplicationStatus = 'pending' | 'approved' | 'rejected';

/** The member's latest agent application. Times are ISO. */
export interface AgentApplication {
  id: number;
  status: AgentApplicationStatus;
  reason: string;
  created_at: string;
  decided_at: string | null;
  /** The operator's note, e.g. why it was rejected. */
  note: string | null;
}

/** `GET /member/agent`. */
export interface AgentStatus {
  is_agent: boolean;
  application: AgentApplication | null;
}

/** `POST /agent/apply`: the server's message and the pending application. */
export interface AgentApplyReply {
  message: string;
  application: AgentApplication;
}

/** One step of the commission table: from this much team valid betting in a range, this rate. */
export interface CommissionTier {
  /** 2 decimals, e.g. "10000.00". */
  min_valid_bet: string;
  /** Basis points: 50 is 0.50 %. */
  rate_bp: number;
}

/** `GET /agent/guide` (not in the spec): how the programme works, as server HTML, and the tiers. */
export interface AgentGuide {
  content: string;
  tiers: CommissionTier[];
}

/** One direct child of `/team/childlist`; money as 2-decimal strings, times ISO. */
export interface TeamChild {
  name: string;
  created_at: string;
  last_login_at: string | null;
  /** Approved deposits, all time. */
  deposits: string;
  /** Stakes of settled bets, all time. */
  valid_bet: string;
}

/** `POST /team/childlist`. */
export interface TeamChildList {
  list: TeamChild[];
  total: number;
  page: number;
  limit: number;
}

/** The figures of the team (the member's direct children) over some server days. */
export interface TeamFigures {
  bet_count: number;
  bet_amount: string;
  valid_bet: string;
  payout: string;
  /** The children's net result: payout − stakes (negative when they lost). */
  profit: string;
  new_members: number;
  deposits: string;
  withdrawals: string;
}

/** One server day of `/team/performanceDetail`. */
export interface TeamDay extends TeamFigures {
  /** "YYYY-MM-DD" in the server's time zone. */
  date: string;
}

/** `GET /team/performanceDetail`: every day of the range, oldest first, days without activity included. */
export interface TeamPerformance {
  start_date: string;
  end_date: string;
  list: TeamDay[];
}

/** `POST /team/report`: the range's totals and the commission the tiers give for them. */
export interface TeamReport extends TeamFigures {
  start_date: string;
  end_date: string;
  /** Direct children now, and those who bet in the range. */
  team_size: number;
  active_members: number;
  is_agent: boolean;
  /** The tier reached by the range's valid betting (0 when none, or not an agent). */
  commission_rate_bp: number;
  commission: string;
}
