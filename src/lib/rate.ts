/** A rate in basis points as a percentage with 2 decimals, in integers: 20 → "0.20%", 125 → "1.25%". */
export function formatBasisPoints(bp: number): string {
  const whole = Math.trunc(bp);
  return `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}%`;
}
