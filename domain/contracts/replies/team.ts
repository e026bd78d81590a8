import { z } from 'zod';
import { dayText, isoTime, moneyText, paging } from './money-text';

// Replies of the team and agent calls and their types. The lobby imports only the types
// (`import type`), never these schemas (bundle budget). Keys are listed in the order the services
// write them: the serializer writes them in the schema's order. Money as 2-decimal strings, times ISO.

const agentApplicationStatus = z.enum(['pending', 'approved', 'rejected']);
/** Where an agent application stands; only the operator moves it on from 'pending'. */
export type AgentApplicationStatus = z.infer<typeof agentApplicationStatus>;

/** The member's latest agent application. */
const agentApplication = z.object({
  id: z.number().int(),
  status: agentApplicationStatus,
  reason: z.string(),
  created_at: isoTime,
  decided_at: isoTime.nullable(),
  /** The operator's note, e.g. why it was rejected. */
  note: z.string().nullable(),
});
export type AgentApplication = z.infer<typeof agentApplication>;

/** One step of the commission table: from this much team valid betting in a range, this rate. */
const commissionTier = z.object({
  /** 2 decimals, e.g. "10000.00". */
  min_valid_bet: moneyText,
  /** Basis points: 50 is 0.50 %. */
  rate_bp: z.number().int(),
});
export type CommissionTier = z.infer<typeof commissionTier>;

/** `GET /agent/guide` (not in the spec): how the programme works, as server HTML, and the tiers. */
export const agentGuideSchema = z.object({ content: z.string(), tiers: z.array(commissionTier) });
export type AgentGuide = z.infer<typeof agentGuideSchema>;
/** `GET /member/agent`. */
export const agentStatusSchema = z.object({ is_agent: z.boolean(), application: agentApplication.nullable() });
export type AgentStatus = z.infer<typeof agentStatusSchema>;
/** `POST /agent/apply`: the server's message and the pending application. */
export const agentApplyReplySchema = z.object({ message: z.string(), application: agentApplication });
export type AgentApplyReply = z.infer<typeof agentApplyReplySchema>;

/** One direct child of `/team/childlist`. */
const teamChild = z.object({
  name: z.string(),
  created_at: isoTime,
  last_login_at: isoTime.nullable(),
  /** Approved deposits, all time. */
  deposits: moneyText,
  /** Stakes of settled bets, all time. */
  valid_bet: moneyText,
});

/** `POST /team/childlist`. */
export const teamChildListReplySchema = z.object({ list: z.array(teamChild), ...paging });
export type TeamChildList = z.infer<typeof teamChildListReplySchema>;

/** The figures of the team (the member's direct children) over some server days. */
const teamFigures = z.object({
  bet_count: z.number().int(),
  bet_amount: moneyText,
  valid_bet: moneyText,
  payout: moneyText,
  /** The children's net result: payout − stakes (negative when they lost). */
  profit: moneyText,
  new_members: z.number().int(),
  deposits: moneyText,
  withdrawals: moneyText,
});
export type TeamFigures = z.infer<typeof teamFigures>;

/** One server day of `/team/performanceDetail`; `date` in the server's time zone. */
const teamDay = z.object({ date: dayText, ...teamFigures.shape });
export type TeamDay = z.infer<typeof teamDay>;

/** `GET /team/performanceDetail`: every day of the range, oldest first, days without activity included. */
export const teamPerformanceSchema = z.object({ start_date: dayText, end_date: dayText, list: z.array(teamDay) });
export type TeamPerformance = z.infer<typeof teamPerformanceSchema>;
/** `POST /team/report`: the range's totals and the commission the tiers give for them. */
export const teamReportSchema = z.object({
  start_date: dayText,
  end_date: dayText,
  ...teamFigures.shape,
  /** Direct children now, and those who bet in the range. */
  team_size: z.number().int(),
  active_members: z.number().int(),
  is_agent: z.boolean(),
  /** The tier reached by the range's valid betting (0 when none, or not an agent). */
  commission_rate_bp: z.number().int(),
  commission: moneyText,
});
export type TeamReport = z.infer<typeof teamReportSchema>;
