import { z } from 'zod';
import { isoTime, moneyText } from '../../domain/contracts/replies/money-text.ts';
import type { TableState } from '../services/money/demo-table-state.ts';

/** What the demo game window's script reads (server only: the lobby never calls these). */
export const tableStateSchema = z.object({
  balance: moneyText,
  due: z
    .object({ at: isoTime, text: z.string(), bets: moneyText, wins: moneyText, deposits: moneyText, net: moneyText })
    .nullable(),
  next_in_ms: z.number().int().nullable(),
}) satisfies z.ZodType<TableState>;

/** A bet of the script: its outcome in the member's language, and the table after it. */
export const tableBetReplySchema = z.object({ message: z.string(), won: z.boolean(), state: tableStateSchema });
