/** Upper 1 % points of the chi-square distribution by degrees of freedom (exceeded by chance 1 % of the time). */
const criticalAt1Percent: Record<number, number> = { 1: 6.635, 2: 9.21, 3: 11.345, 4: 13.277, 5: 15.086, 6: 16.812, 7: 18.475, 8: 20.09, 9: 21.666, 10: 23.209, 11: 24.725 };

/** Pearson's chi-square of observed counts against the counts the weights expect. */
export function chiSquare(seen: readonly number[], weights: readonly number[]): number {
  const draws = seen.reduce((a, b) => a + b, 0);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.reduce((sum, w, i) => {
    const expected = (draws * w) / total;
    return sum + (seen[i]! - expected) ** 2 / expected;
  }, 0);
}

/** The statistic above which counts over `categories` prizes are refused at 1 %. */
export function chiSquareLimit(categories: number): number {
  const limit = criticalAt1Percent[categories - 1];
  if (limit === undefined) throw new RangeError(`no 1 % point for ${categories - 1} degrees of freedom`);
  return limit;
}
