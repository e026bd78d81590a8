/**
 * Money on the wire is a decimal string with 2 places ("12.50"); arithmetic happens in integer
 * cents so that sums never pick up floating-point dust (0.1 + 0.2).
 */

const decimal = /^([+-])?(\d{1,13})(?:\.(\d+))?$/;

/** "12.5" / "12.50" / 12.5 → 1250; a third decimal rounds half away from zero; anything else → null. */
export function toCentsOrNull(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(3) : '') : typeof value === 'string' ? value.trim() : '';
  const match = decimal.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const digits = fraction.padEnd(3, '0');
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return sign === '-' ? -cents : cents;
}

/**
 * A whole number of minor units as a decimal text, by integer arithmetic so no floating-point dust
 * shows: cents as money (1250 → "12.50", -5 → "-0.05"), basis points as a percent (80 → "0.80"),
 * and with `places` 4, parts per million as a percent (80 → "0.0080"). The one formatter of such
 * figures on both sides; callers that must refuse a fraction check before (server/services/money/money.ts).
 */
export function minorUnitsText(units: number, places = 2): string {
  const scale = 10 ** places;
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(places, '0')}`;
}

/** 1250 → "12.50"; -5 → "-0.05"; a fraction of a cent rounds. */
export function formatCents(cents: number): string {
  return minorUnitsText(Math.round(cents));
}

/** Sum of money amounts as a 2-decimal string; amounts that are not money count as nothing. */
export function sumMoney(values: readonly unknown[]): string {
  return formatCents(values.reduce<number>((sum, value) => sum + (toCentsOrNull(value) ?? 0), 0));
}
