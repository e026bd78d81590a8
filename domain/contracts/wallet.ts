import { z } from 'zod';
import { amountRule } from './money';

/** A game provider's `api_code` as the wallet calls send it. */
export const apiCodeRule = z.string({ error: 'validation.apiCode' }).regex(/^[a-z0-9_]{1,40}$/, 'validation.apiCode');

/** `/game/api_money`: one provider wallet. */
export const apiMoneySchema = z.object({ api_code: apiCodeRule });

/**
 * `/game/deposit`: moves money between the centre wallet and one provider wallet. `direction`
 * 'in' (the default, as the spec's call has none) moves centre → provider; 'out' moves it back.
 */
export const transferFormSchema = z.object({
  api_code: apiCodeRule,
  money: amountRule,
  direction: z.enum(['in', 'out']),
});
export type TransferForm = z.infer<typeof transferFormSchema>;
export const gameTransferSchema = transferFormSchema.extend({
  money_type: z.literal('money').default('money'),
  direction: z.enum(['in', 'out']).default('in'),
});

/** `game/change_trans`: auto-transfer on (1) or off (0). */
export const changeTransSchema = z.object({ status: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number) });

/** `/moneylog` filters: type of movement, a date range (YYYY-MM-DD, server time zone), paging. */
export const moneyKinds = ['deposit', 'withdrawal', 'transfer', 'bet', 'rebate', 'bonus', 'interest', 'yuebao', 'opening'] as const;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateFormat');
export const moneyLogSchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    kind: z.enum(moneyKinds).optional(),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
);

/**
 * `/fsnow/fetch`: collects the waiting rebates created up to `deadtime` (unix seconds; now when
 * absent), so a list the member is looking at is exactly what gets collected.
 */
export const rebateFetchSchema = z.preprocess(
  (body) => body ?? {},
  z.object({ deadtime: z.coerce.number().int().min(0).max(4_102_444_800).optional() }),
);

/** `/game/record`: the member's bets in the demo game, newest first, optionally of one provider. */
export const gameRecordSchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    api_code: apiCodeRule.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
);
