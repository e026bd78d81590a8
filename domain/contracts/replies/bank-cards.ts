import { z } from 'zod';
import type { BankCard, BankCardReply, BankType } from '../bank-cards-types';
import { isoTime } from './money-text';

/** Reply schemas of the bank card calls (server side only; each satisfies its contract type). */

export const bankTypesReplySchema = z.array(z.object({ id: z.number().int(), name: z.string() }) satisfies z.ZodType<BankType>);

const bankCardSchema = z.object({
  id: z.number().int(),
  bank_type_id: z.number().int(),
  bank_name: z.string(),
  // Masked to its last four digits: a whole number that leaks fails the reply.
  card_no: z.string().regex(/^\*{4} \*{4} \*{4} \d{4}$/),
  owner_name: z.string(),
  branch: z.string(),
  created_at: isoTime,
  updated_at: isoTime,
}) satisfies z.ZodType<BankCard>;

export const bankCardsReplySchema = z.array(bankCardSchema);

export const bankCardReplySchema = z.object({ message: z.string(), card: bankCardSchema }) satisfies z.ZodType<BankCardReply>;
