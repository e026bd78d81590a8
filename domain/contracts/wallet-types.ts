import type { moneyKinds } from './wallet';

// Wallet types apart from the replies (replies/money.ts). Kept free of zod: the lobby reads them.

export type MoneyKind = (typeof moneyKinds)[number];

/**
 * `/moneylog` filters as the lobby sends them (days are YYYY-MM-DD in the server's time zone).
 * Written out rather than inferred: the server's `moneyLogSchema` coerces page and limit, so its
 * input type would be `unknown` for them.
 */
export interface MoneyLogFilter {
  kind?: MoneyKind;
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}
