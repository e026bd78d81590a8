import { z } from 'zod';
import { qkPwdRule } from './auth';
import { amountRule } from './money';

/** `/drawing`: amount, one of the member's bank cards, and the 6-digit withdrawal password. */
export const drawingSchema = z.object({
  money: amountRule,
  bank_id: z.coerce.number({ error: 'validation.bankCardRequired' }).int('validation.bankCardRequired').positive('validation.bankCardRequired'),
  qk_pwd: qkPwdRule,
});
export type DrawingForm = z.input<typeof drawingSchema>;

/** The wait between two withdrawal requests (docs/product.md §8: "withdraw again only after one minute"). */
export const WITHDRAW_INTERVAL_SECONDS = 60;
