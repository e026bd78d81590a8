import { minorUnitsText } from '../../../domain/money/money.ts';

/**
 * Money is integer minor units (cents) in the database and in server code; on the wire it is a
 * decimal string with 2 places ("12.50"). These two functions are the only crossing points; unlike
 * the lobby's (domain/money/money.ts) they refuse rather than round, since a stray fraction here is a bug.
 */

const decimal = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "12.5" / "12.50" / 12.5 → 1250. Throws on more than 2 decimals or a non-number, never rounds silently. */
export function toCents(value: string | number): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = decimal.exec(text);
  if (!match) throw new RangeError(`Not a money amount: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** 1250 → "12.50"; -5 → "-0.05". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return minorUnitsText(cents);
}
