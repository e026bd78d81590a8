import { describe, expect, it } from 'vitest';
import { rebateSum } from '../../../../src/features/home/rebate-sum';

describe('rebateSum', () => {
  it('sums fs_money with two decimals', () => {
    expect(rebateSum([{ fs_money: '12.30' }, { fs_money: '0.07' }, { fs_money: '100' }])).toBe('112.37');
  });

  it('does not drift like floating point', () => {
    const items = Array.from({ length: 10 }, () => ({ fs_money: '0.10' }));
    expect(rebateSum(items)).toBe('1.00');
    expect(rebateSum([{ fs_money: '0.1' }, { fs_money: '0.2' }])).toBe('0.30');
  });

  it('is 0.00 for an empty list and ignores malformed amounts', () => {
    expect(rebateSum([])).toBe('0.00');
    expect(rebateSum([{ fs_money: '5.55' }, { fs_money: 'n/a' }])).toBe('5.55');
  });

  it('keeps large sums exact', () => {
    expect(rebateSum([{ fs_money: '9999999.99' }, { fs_money: '0.01' }])).toBe('10000000.00');
  });
});
