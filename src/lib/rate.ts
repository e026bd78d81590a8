import { minorUnitsText } from '../../domain/money/money';

/** A rate in basis points as a percentage with 2 decimals, in integers: 20 → "0.20%", 125 → "1.25%". */
export function formatBasisPoints(bp: number): string {
  return `${minorUnitsText(Math.trunc(bp))}%`;
}
