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

/** 1250 → "12.50"; -5 → "-0.05". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Sum of money amounts as a 2-decimal string; amounts that are not money count as nothing. */
export function sumMoney(values: readonly unknown[]): string {
  return formatCents(values.reduce<number>((sum, value) => sum + (toCentsOrNull(value) ?? 0), 0));
}
