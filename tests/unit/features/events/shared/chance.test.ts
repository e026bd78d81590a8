import { describe, expect, it } from 'vitest';
import { chancePercents, weightTotal } from '../../../../../src/features/events/shared/chance';

describe('chancePercents', () => {
  it('gives each weight its share of the total with 2 decimals, rounded half up', () => {
    expect(chancePercents([1, 2])).toEqual(['33.33', '66.67']);
    expect(chancePercents([5, 10, 20, 30, 100, 200, 300, 335])).toEqual(['0.50', '1.00', '2.00', '3.00', '10.00', '20.00', '30.00', '33.50']);
    expect(chancePercents([1, 7])).toEqual(['12.50', '87.50']);
  });

  it('keeps the exact ratio of weights beyond a safe sum', () => {
    const big = Number.MAX_SAFE_INTEGER;
    expect(chancePercents([big, big, 6])).toEqual(['50.00', '50.00', '0.00']);
    expect(weightTotal([big, big, 6])).toBe('18014398509481988');
  });
});
