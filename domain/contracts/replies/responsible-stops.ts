import { z } from 'zod';
import type { RealitySession } from '../responsible-play-types';
import { isoTime, moneyText } from './money-text';

/** `GET /member/reality_check`: the session since this login, for the reality-check dialog (server side only). */
export const realitySessionSchema = z.object({
  minutes: z.union([z.literal(0), z.literal(30), z.literal(60), z.literal(90)]),
  started_at: isoTime,
  bets: moneyText,
  wins: moneyText,
  deposits: moneyText,
  net: moneyText,
}) satisfies z.ZodType<RealitySession>;
