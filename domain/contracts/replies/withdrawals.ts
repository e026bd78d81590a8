import { z } from 'zod';
import type { DrawingReply, WithdrawalItem, WithdrawInfo } from '../withdrawals-types';
import { isoTime, moneyText, balanceVersion, balanceParts } from './money-text';

/** Reply schemas of the withdrawal calls (server side only; each satisfies its contract type). */

const withdrawalItemSchema = z.object({
  id: z.number().int(),
  money: moneyText,
  status: z.enum(['pending', 'paid', 'rejected']),
  // Only its last four digits ever leave the server.
  card: z.string().regex(/^\*{4} \*{4} \*{4} \d{4}$/),
  bank: z.string(),
  reason: z.string().nullable(),
  created_at: isoTime,
  decided_at: isoTime.nullable(),
}) satisfies z.ZodType<WithdrawalItem>;

export const withdrawalListSchema = z.array(withdrawalItemSchema);

export const withdrawInfoSchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  money: moneyText,
  withdrawable: moneyText,
  turnover: z.object({ deposited: moneyText, valid_betting: moneyText, still_needed: moneyText, met: z.boolean() }),
  bonus: z.object({ amount: moneyText, required: moneyText, wagered: moneyText, still_needed: moneyText, met: z.boolean() }).nullable(),
  wait_seconds: z.number().int(),
  has_qk_pwd: z.boolean(),
}) satisfies z.ZodType<WithdrawInfo>;

export const drawingReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts, message: z.string(), money: moneyText, withdrawal: withdrawalItemSchema }) satisfies z.ZodType<DrawingReply>;
