import { z } from 'zod';

/** Money on the wire: a 2-decimal string of cents ("12.50", "-3.00"), never a number. */
export const moneyText = z.string().regex(/^-?\d+\.\d{2}$/);

/** An ISO instant as `Date.toISOString()` writes it. */
export const isoTime = z.iso.datetime();

/** The balance version a reply's `money` was read at (session-types.ts BalanceStamp); the server stamps it. */
export const balanceVersion = z.number().int().min(0).optional();

/** The member's total and where it sits, stamped with the balance version (session-types.ts BalanceStamp). */
export const balanceParts = {
  total_balance: moneyText.optional(),
  breakdown: z.object({ centre: moneyText, games: moneyText, yuebao: moneyText }).optional(),
};
