import { z } from 'zod';
import type {
  DailyBonusAward,
  DailyBonusCheckReply,
  DailyBonusClaimItem,
  DailyBonusClaimReply,
  DailyBonusPage,
  DailyBonusStatus,
  DailyCheckInItem,
} from '../daily-bonus-types';
import type { FeedbackItem, FeedbackPage, FeedbackReply } from '../feedback-types';
import type { InboxMessage, InboxPage, MailChangeReply, SentMessage, SentPage, UnreadReply } from '../site-mail-types';
import type {
  AgentApplication,
  AgentApplyReply,
  AgentGuide,
  AgentStatus,
  CommissionTier,
  TeamChild,
  TeamChildList,
  TeamDay,
  TeamFigures,
  TeamPerformance,
  TeamReport,
} from '../team-types';
import { isoTime, moneyText, balanceVersion, balanceParts } from './money-text';

// Replies of the member area (site mail, feedback, team and agent, daily bonus), one schema per
// reply type of the contracts: `satisfies` keeps every field of the type in its schema. Keys are
// listed in the order the services write them: the serializer writes them in the schema's order.

/** "YYYY-MM-DD", a server day. */
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const paging = { total: z.number().int(), page: z.number().int(), limit: z.number().int() };

const inboxMessage = z.object({ id: z.number().int(), title: z.string(), message: z.string(), is_read: z.boolean(), created_at: isoTime }) satisfies z.ZodType<InboxMessage>;
const sentMessage = z.object({ id: z.number().int(), title: z.string(), message: z.string(), created_at: isoTime }) satisfies z.ZodType<SentMessage>;

export const inboxPageSchema = z.object({ list: z.array(inboxMessage), ...paging, unread: z.number().int() }) satisfies z.ZodType<InboxPage>;
export const sentPageSchema = z.object({ list: z.array(sentMessage), ...paging }) satisfies z.ZodType<SentPage>;
export const unreadReplySchema = z.object({ unread: z.number().int() }) satisfies z.ZodType<UnreadReply>;
export const mailChangeReplySchema = z.object({ message: z.string(), unread: z.number().int() }) satisfies z.ZodType<MailChangeReply>;

const feedbackItem = z.object({
  id: z.number().int(),
  content: z.string(),
  has_image: z.boolean(),
  reply: z.string().nullable(),
  replied_at: isoTime.nullable(),
  created_at: isoTime,
}) satisfies z.ZodType<FeedbackItem>;

export const feedbackPageSchema = z.object({ list: z.array(feedbackItem), ...paging }) satisfies z.ZodType<FeedbackPage>;
export const feedbackReplySchema = z.object({ message: z.string(), feedback: feedbackItem }) satisfies z.ZodType<FeedbackReply>;

const agentApplication = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string(),
  created_at: isoTime,
  decided_at: isoTime.nullable(),
  note: z.string().nullable(),
}) satisfies z.ZodType<AgentApplication>;

const commissionTier = z.object({ min_valid_bet: moneyText, rate_bp: z.number().int() }) satisfies z.ZodType<CommissionTier>;

export const agentGuideSchema = z.object({ content: z.string(), tiers: z.array(commissionTier) }) satisfies z.ZodType<AgentGuide>;
export const agentStatusSchema = z.object({ is_agent: z.boolean(), application: agentApplication.nullable() }) satisfies z.ZodType<AgentStatus>;
export const agentApplyReplySchema = z.object({ message: z.string(), application: agentApplication }) satisfies z.ZodType<AgentApplyReply>;

const teamChild = z.object({
  name: z.string(),
  created_at: isoTime,
  last_login_at: isoTime.nullable(),
  deposits: moneyText,
  valid_bet: moneyText,
}) satisfies z.ZodType<TeamChild>;

export const teamChildListReplySchema = z.object({ list: z.array(teamChild), ...paging }) satisfies z.ZodType<TeamChildList>;

const teamFigures = z.object({
  bet_count: z.number().int(),
  bet_amount: moneyText,
  valid_bet: moneyText,
  payout: moneyText,
  profit: moneyText,
  new_members: z.number().int(),
  deposits: moneyText,
  withdrawals: moneyText,
}) satisfies z.ZodType<TeamFigures>;

const teamDay = z.object({ date: dayText, ...teamFigures.shape }) satisfies z.ZodType<TeamDay>;

export const teamPerformanceSchema = z.object({ start_date: dayText, end_date: dayText, list: z.array(teamDay) }) satisfies z.ZodType<TeamPerformance>;
export const teamReportSchema = z.object({
  start_date: dayText,
  end_date: dayText,
  ...teamFigures.shape,
  team_size: z.number().int(),
  active_members: z.number().int(),
  is_agent: z.boolean(),
  commission_rate_bp: z.number().int(),
  commission: moneyText,
}) satisfies z.ZodType<TeamReport>;

const dailyBonusAward = z.object({
  id: z.number().int(),
  name: z.string(),
  days: z.number().int(),
  money: moneyText,
  progress: z.number().int(),
  state: z.enum(['locked', 'claimable', 'claimed']),
}) satisfies z.ZodType<DailyBonusAward>;

export const dailyBonusStatusSchema = z.object({
  today: dayText,
  period: z.string().regex(/^\d{4}-\d{2}$/),
  checked_today: z.boolean(),
  count: z.number().int(),
  streak: z.number().int(),
  checked_days: z.array(dayText),
  list: z.array(dailyBonusAward),
}) satisfies z.ZodType<DailyBonusStatus>;

export const dailyBonusCheckReplySchema = z.object({ message: z.string(), day: dayText, count: z.number().int(), streak: z.number().int() }) satisfies z.ZodType<DailyBonusCheckReply>;
export const dailyBonusClaimReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts, message: z.string(), money: moneyText, award: dailyBonusAward }) satisfies z.ZodType<DailyBonusClaimReply>;

const checkInItem = z.object({ id: z.number().int(), day: dayText, created_at: isoTime }) satisfies z.ZodType<DailyCheckInItem>;
const claimItem = z.object({
  id: z.number().int(),
  award_id: z.number().int(),
  name: z.string(),
  days: z.number().int(),
  period: z.string(),
  money: moneyText,
  created_at: isoTime,
}) satisfies z.ZodType<DailyBonusClaimItem>;

export const checkInPageSchema = z.object({ list: z.array(checkInItem), ...paging }) satisfies z.ZodType<DailyBonusPage<DailyCheckInItem>>;
export const claimPageSchema = z.object({ list: z.array(claimItem), ...paging }) satisfies z.ZodType<DailyBonusPage<DailyBonusClaimItem>>;

/**
 * `GET /member/feedback/{id}/image`: the picture's bytes. Fastify sends bytes as they are, never
 * through a serializer; the schema says what the wire carries.
 */
export const feedbackImageReplySchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);
