import { z } from 'zod';
import { moneyKinds } from '../wallet';
import { isoTime, moneyText, balanceVersion, balanceParts } from './money-text';
import type { RebateItem } from '../games-types';
import type { MoneyLogReply, MoneyLogRow, ProviderWallet, RebateFetchReply, RecallReply, RecoveryReply, TransferReply, WalletsReply } from '../wallet-types';

/**
 * Reply schemas of the wallet and rebate calls (server side only: the lobby reads the types, and
 * the first-screen bundle has no room for these). Each `satisfies` its contract type, so a field
 * of the type cannot be left out (z.object drops what it does not list).
 */

export const providerWalletSchema = z.object({ api_code: z.string(), title: z.string(), money: moneyText }) satisfies z.ZodType<ProviderWallet>;

export const walletsReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  money: moneyText,
  auto_transfer: z.boolean(),
  list: z.array(providerWalletSchema),
}) satisfies z.ZodType<WalletsReply>;

export const transferReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts, message: z.string(), money: moneyText, wallet: providerWalletSchema }) satisfies z.ZodType<TransferReply>;

export const recallReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  message: z.string(),
  money: moneyText,
  recalled: moneyText,
  auto_transfer: z.boolean(),
}) satisfies z.ZodType<RecallReply>;
export const recoveryReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  message: z.string(),
  money: moneyText,
  recovered: moneyText,
  from: z.array(z.string()),
}) satisfies z.ZodType<RecoveryReply>;

/** `game/change_trans`: the switch as now stored (the lobby's `setAutoTransfer` reads both fields). */
export const changeTransReplySchema = z.object({ message: z.string(), status: z.union([z.literal(0), z.literal(1)]) });

const moneyLogRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(moneyKinds),
  money: moneyText,
  balance: moneyText.nullable(),
  note: z.string().nullable(),
  wallet: z.string().nullable(),
  created_at: isoTime,
  refund: z.boolean(),
  game_wallets: z.array(z.string()),
  wallet_balance: moneyText.nullable(),
}) satisfies z.ZodType<MoneyLogRow>;

export const moneyLogReplySchema = z.object({
  list: z.array(moneyLogRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totals: z.object({ in: moneyText, out: moneyText }),
}) satisfies z.ZodType<MoneyLogReply>;

export const rebateListSchema = z.array(
  z.object({ id: z.number().int(), api_name: z.string(), title: z.string(), fs_money: moneyText }) satisfies z.ZodType<RebateItem>,
);

export const rebateFetchReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  message: z.string(),
  money: moneyText,
  collected: moneyText,
  count: z.number().int(),
}) satisfies z.ZodType<RebateFetchReply>;
