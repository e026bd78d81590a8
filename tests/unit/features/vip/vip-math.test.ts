import { describe, expect, it } from 'vitest';
import { groupThousands, progressPercent } from '../../../../src/features/vip/vip-math';

describe('VIP progress', () => {
  it.each([
    ['500.00', '20000.00', 2.5],
    ['0.00', '1000.00', 0],
    ['999.99', '1000.00', 99.9],
    ['1000.00', '1000.00', 100],
    ['1500.50', '1000.00', 100],
    ['10.00', '0.00', 100],
    ['-5.00', '1000.00', 0],
    ['x', '1000.00', 0],
  ])('%s of %s is %s %', (deposited, target, percent) => {
    expect(progressPercent(deposited, target)).toBe(percent);
  });

  it('groups the thousands of big amounts and leaves small ones alone', () => {
    expect(groupThousands('5000000.00')).toBe('5,000,000.00');
    expect(groupThousands('20000.00')).toBe('20,000.00');
    expect(groupThousands('999.99')).toBe('999.99');
    expect(groupThousands('0.00')).toBe('0.00');
    expect(groupThousands('1234')).toBe('1,234');
  });
});
