import { minorUnitsText } from '../../../../domain/money/money';

/**
 * The odds of each prize as a percentage with 2 decimals: weight / total. Computed with bigint so
 * weights up to any safe integer (the verifier accepts those) keep their exact ratio.
 */
export function chancePercents(weights: readonly number[]): string[] {
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (total === 0n) return weights.map(() => '0.00');
  return weights.map((w) => {
    // Hundredths of a percent, rounded half up: w * 10000 / total, at most 10000, so a safe number.
    const hundredths = (BigInt(w) * 20000n + total) / (2n * total);
    return minorUnitsText(Number(hundredths));
  });
}

/** The total of the weights as a decimal string (it may exceed a safe integer). */
export function weightTotal(weights: readonly number[]): string {
  return weights.reduce((sum, w) => sum + BigInt(w), 0n).toString();
}
