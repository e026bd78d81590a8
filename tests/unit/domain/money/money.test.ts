import { describe, expect, it } from 'vitest';
import { formatCents, minorUnitsText, sumMoney, toCentsOrNull } from '../../../../domain/money/money';

describe('toCentsOrNull', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    [' 0.05 ', 5],
    ['-3.10', -310],
    ['0.125', 13],
    ['0.124', 12],
    [12.5, 1250],
    [0.1, 10],
  ])('%j → %i', (value, cents) => expect(toCentsOrNull(value)).toBe(cents));

  it.each([['abc'], [''], ['1e3'], ['1,000.00'], [null], [undefined], [Number.NaN], [{}]])('%j is not money', (value) =>
    expect(toCentsOrNull(value)).toBeNull(),
  );
});

describe('formatCents', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [-5, '-0.05'],
    [123456789, '1234567.89'],
  ])('%i → %s', (cents, text) => expect(formatCents(cents)).toBe(text));
});

describe('sumMoney', () => {
  it('adds in cents, so 0.10 + 0.20 is exactly 0.30', () => expect(sumMoney(['0.10', '0.20'])).toBe('0.30'));
  it('is 0.00 for no amounts', () => expect(sumMoney([])).toBe('0.00'));
  it('skips amounts that are not money', () => expect(sumMoney(['1.00', 'oops', null, '2.5'])).toBe('3.50'));
});

describe('minorUnitsText', () => {
  it.each([
    [0, 2, '0.00'],
    [5, 2, '0.05'],
    [-5, 2, '-0.05'],
    [10_000, 2, '100.00'],
    [80, 4, '0.0080'],
    [123_456, 4, '12.3456'],
  ])('%i with %i places → %s', (units, places, text) => expect(minorUnitsText(units, places)).toBe(text));
});
