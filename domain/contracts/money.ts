import { z } from 'zod';
import { halfWidthAmount } from '../money/money-text';

/**
 * Amounts members type (transfers, deposits, withdrawals, Yu-EBao), checked the same way by the
 * lobby's forms and the server. Digits with at most 2 decimals: no sign, no exponent ("1e3"), no
 * third decimal ("0.001"), nothing that is not a number ("NaN"); above zero and at most
 * MONEY_MAX_CENTS. Full-width digits and points a Chinese input method types ("１２．５") read as
 * their ASCII twins, on both sides. The server turns the text into integer cents; it never passes
 * through a float.
 */
export const MONEY_MAX_CENTS = 100_000_000_00;
const amountPattern = /^\d{1,10}(\.\d{1,2})?$/;

/** Integer cents of a text `amountPattern` accepted. */
export function amountToCents(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const amountRule = z
  // A JSON number is refused too: it may already have passed through a float.
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.amountRequired' : 'validation.amountFormat') })
  .trim()
  .overwrite(halfWidthAmount)
  .min(1, 'validation.amountRequired')
  .regex(amountPattern, 'validation.amountFormat')
  .refine((text) => amountToCents(text) > 0, 'validation.amountPositive')
  .refine((text) => amountToCents(text) <= MONEY_MAX_CENTS, 'validation.amountMax');
