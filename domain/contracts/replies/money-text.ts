import { z } from 'zod';

/** Money on the wire: a 2-decimal string of cents ("12.50", "-3.00"), never a number. */
export const moneyText = z.string().regex(/^-?\d+\.\d{2}$/);

/** An ISO instant as `Date.toISOString()` writes it. */
export const isoTime = z.iso.datetime();

/** "YYYY-MM-DD", a server day (UTC+8). */
export const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The paging fields of a paged list, after its `list`. */
export const paging = { total: z.number().int(), page: z.number().int(), limit: z.number().int() };

/**
 * The balance version a reply's `money` was read at: one more with every ledger movement of the
 * member. A lobby shows a money only when its version is newer (store/balance-rule.ts). The
 * server stamps it (server/plugins/balance-reply.ts).
 */
export const balanceVersion = z.number().int().min(0).optional();

export const balanceBreakdown = z.object({
  /** The centre wallet (the same as `money`). */
  centre: moneyText,
  /** Every game wallet together. */
  games: moneyText,
  /** Every Yu-EBao holding together (interest posted so far included). */
  yuebao: moneyText,
});

/** Where the member's total sits, each a 2-decimal string; all read in one statement with the version. */
export type BalanceBreakdown = z.infer<typeof balanceBreakdown>;

/** The member's total and where it sits, read with `money` at `balance_version`. */
export const balanceParts = {
  total_balance: moneyText.optional(),
  breakdown: balanceBreakdown.optional(),
};

