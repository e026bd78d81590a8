import { toCentsOrNull } from '../../../domain/money/money';

/**
 * How far the deposits are towards a threshold, in percent with one decimal, 0 to 100: worked out
 * in cents so "500.00" of "20000.00" is exactly 2.5. A threshold of nothing counts as reached.
 */
export function progressPercent(deposited: string, target: string): number {
  const have = Math.max(0, toCentsOrNull(deposited) ?? 0);
  const need = toCentsOrNull(target) ?? 0;
  if (need <= 0) return 100;
  return Math.min(100, Math.floor((have * 1000) / need) / 10);
}

/** The lobby's one thousands formatter (Yu-EBao uses it too). */
export { groupThousands } from '../../../domain/money/money-text';
