import { z } from 'zod';
import { isoTime, moneyText } from './money-text';

// Replies of the dev endpoints (DEV_ENDPOINTS=1 only), which end-to-end tests read. Keys are in the
// order the server writes them (the serializer writes the schema's order). Confirm-only replies
// use `messageReplySchema` (./message.ts).

const id = z.number().int();

/** `GET /dev/sms`: the last SMS the console transport "sent" to a phone. */
export const devSmsReplySchema = z.object({ phone: z.string(), code: z.string(), body: z.string(), created_at: isoTime });

/**
 * `GET /dev/captcha/{key}`: where the puzzle's gap is (null for a plain key, which has none) and the
 * proof-of-work's solution, so tests pass the check without a second of CPU each.
 */
export const devCaptchaReplySchema = z.object({
  offset: z.number().nullable(),
  pow: z.object({ counter: z.number().int(), derivedKey: z.string() }),
});

/** `POST /dev/activities`, `POST /dev/abouts`, `POST /dev/mail`: the id of what was written. */
export const devCreatedReplySchema = z.object({ id });

const applicationStatus = z.enum(['pending', 'approved', 'rejected']);

/** `GET /dev/agents/applications`: the operator's queue, each application with its member's name. */
export const devAgentApplicationsReplySchema = z.object({
  list: z.array(
    z.object({
      id,
      status: applicationStatus,
      reason: z.string(),
      created_at: isoTime,
      decided_at: isoTime.nullable(),
      note: z.string().nullable(),
      name: z.string(),
    }),
  ),
});

/** `POST /dev/agents/applications/{id}/approve|reject`. */
export const devAgentDecisionReplySchema = z.object({ message: z.string(), status: applicationStatus });

/** `POST /dev/team/bets`: the settled bet and the time it is dated. */
export const devTeamBetReplySchema = z.object({ id, created_at: isoTime });

/** `POST /dev/daily-bonus/shift`: the member's check-in days after the move, ascending. */
export const devDailyBonusShiftReplySchema = z.object({ message: z.string(), days: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)) });

const rechargeStatus = z.enum(['pending', 'approved', 'rejected']);

/** `GET /dev/recharges`: recharges as the operator reviews them (OperatorRecharge). */
export const devRechargesReplySchema = z.object({
  list: z.array(
    z.object({
      id,
      member_id: id,
      member: z.string(),
      way: z.enum(['normal', 'online']),
      channel: z.string(),
      money: moneyText,
      payer_name: z.string().nullable(),
      status: rechargeStatus,
      reason: z.string().nullable(),
      order_no: z.string().nullable(),
      voucher: z.string().nullable(),
      created_at: isoTime,
      decided_at: isoTime.nullable(),
    }),
  ),
});

/** `POST /dev/recharges/{id}/approve|reject`: whether this call credited the member. */
export const devRechargeDecisionReplySchema = z.object({ message: z.string(), credited: z.boolean(), status: rechargeStatus });

/** `POST /dev/withdrawals/{id}/pay|reject`. */
export const devWithdrawalDecisionReplySchema = z.object({ message: z.string(), status: z.enum(['pending', 'paid', 'rejected']) });
