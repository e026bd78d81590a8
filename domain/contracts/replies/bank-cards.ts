import { z } from 'zod';
import { isoTime } from './money-text';

// Replies of the bank card calls and their types. The lobby imports only the types (`import type`),
// never these schemas (bundle budget).

/** One bank of `/member/bank/type`, its name in the caller's language. */
const bankTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type BankType = z.infer<typeof bankTypeSchema>;
export const bankTypesReplySchema = z.array(bankTypeSchema);

/** One bound card of `/member/bank`: the number only ever travels masked to its last four digits. */
const bankCardSchema = z.object({
  id: z.number().int(),
  bank_type_id: z.number().int(),
  bank_name: z.string(),
  /** "**** **** **** 1234": a whole number that leaks fails the reply. */
  card_no: z.string().regex(/^\*{4} \*{4} \*{4} \d{4}$/),
  owner_name: z.string(),
  branch: z.string(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type BankCard = z.infer<typeof bankCardSchema>;
export const bankCardsReplySchema = z.array(bankCardSchema);

/** `POST /member/bank` and `PATCH /member/bank/{id}`: the server's message and the card as stored. */
export const bankCardReplySchema = z.object({ message: z.string(), card: bankCardSchema });
export type BankCardReply = z.infer<typeof bankCardReplySchema>;
