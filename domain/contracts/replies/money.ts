import { z } from 'zod';
import { moneyKinds } from '../wallet';
import { isoTime, moneyText, balanceVersion, balanceParts } from './money-text';

// Replies of the wallet and rebate calls and their types. The lobby imports only the types
// (`import type`): the first-screen bundle has no room for these schemas. Money is a 2-decimal string.

/** One provider wallet of `/game/api_moneys`. */
export const providerWalletSchema = z.object({ api_code: z.string(), title: z.string(), money: moneyText });
export type ProviderWallet = z.infer<typeof providerWalletSchema>;

/** `/game/api_moneys`: the centre wallet, every provider wallet, and the auto-transfer switch. */
export const walletsReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  money: moneyText,
  auto_transfer: z.boolean(),
  list: z.array(providerWalletSchema),
});
export type WalletsReply = z.infer<typeof walletsReplySchema>;

/** A transfer's answer: the centre balance and the provider wallet after it. */
export const transferReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts, message: z.string(), money: moneyText, wallet: providerWalletSchema });
export type TransferReply = z.infer<typeof transferReplySchema>;

/** `/game/recall`: a closed game's wallet back in the centre wallet (only with auto-transfer on). */
export const recallReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  message: z.string(),
  money: moneyText,
  /** What moved back; '0.00' when auto-transfer is off or the game wallet was empty. */
  recalled: moneyText,
  auto_transfer: z.boolean(),
});
export type RecallReply = z.infer<typeof recallReplySchema>;
/** `/game/recovery_last`: what came back, from which providers, and the centre balance after. */
export const recoveryReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  message: z.string(),
  money: moneyText,
  recovered: moneyText,
  from: z.array(z.string()),
});
export type RecoveryReply = z.infer<typeof recoveryReplySchema>;

/** `game/change_trans`: the switch as now stored (the lobby's `setAutoTransfer` reads both fields). */
export const changeTransReplySchema = z.object({ message: z.string(), status: z.union([z.literal(0), z.literal(1)]) });

/** One row of `/moneylog`: a movement of the member's centre wallet, or a bet in a provider wallet. */
const moneyLogRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(moneyKinds),
  /** Signed, 2 decimals: "-50.00" left the wallet. */
  money: moneyText,
  /** The centre wallet's balance right after; null on a bet, which moves a game wallet only. */
  balance: moneyText.nullable(),
  note: z.string().nullable(),
  /** The provider whose wallet a bet moved; null for the centre wallet. */
  wallet: z.string().nullable(),
  created_at: isoTime,
  /** Money given back by an earlier movement of this kind (a refused withdrawal's refund). */
  refund: z.boolean(),
  /** The game wallets on the other side of a transfer or a recovery, or the one a bet moved; empty otherwise. */
  game_wallets: z.array(z.string()),
  /** That game wallet's balance right after, when exactly one game wallet took part; null otherwise. */
  wallet_balance: moneyText.nullable(),
});
export type MoneyLogRow = z.infer<typeof moneyLogRowSchema>;

export const moneyLogReplySchema = z.object({
  list: z.array(moneyLogRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Sums over the whole filtered range, not only this page. */
  totals: z.object({ in: moneyText, out: moneyText }),
});
export type MoneyLogReply = z.infer<typeof moneyLogReplySchema>;

/** Rebate item of docs/product.md §3 (`/fsnow/list`). */
const rebateItemSchema = z.object({ id: z.number().int(), api_name: z.string(), title: z.string(), fs_money: moneyText });
export type RebateItem = z.infer<typeof rebateItemSchema>;
export const rebateListSchema = z.array(rebateItemSchema);

/** `/fsnow/fetch`: what was collected and the centre balance after. */
export const rebateFetchReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  message: z.string(),
  money: moneyText,
  collected: moneyText,
  count: z.number().int(),
});
export type RebateFetchReply = z.infer<typeof rebateFetchReplySchema>;
