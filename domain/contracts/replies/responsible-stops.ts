import { z } from 'zod';
import { isoTime, moneyText } from './money-text';

/**
 * `GET /member/reality_check`: the session since this login, for the reality-check dialog. The
 * lobby imports only the type (`import type`), never this schema (bundle budget).
 */
export const realitySessionSchema = z.object({
  minutes: z.union([z.literal(0), z.literal(30), z.literal(60), z.literal(90)]),
  started_at: isoTime,
  bets: moneyText,
  wins: moneyText,
  deposits: moneyText,
  /** wins − bets, the result of play in this session. */
  net: moneyText,
});
export type RealitySession = z.infer<typeof realitySessionSchema>;
