import { describe, expect, it } from 'vitest';
import { usedPercent } from '../../../../src/features/responsible-play/limit-card';

describe('usedPercent', () => {
  it('is the share of the limit used, whole percent, at most 100', () => {
    expect(usedPercent('0.00', '100.00')).toBe(0);
    expect(usedPercent('33.33', '100.00')).toBe(33);
    expect(usedPercent('100.00', '100.00')).toBe(100);
    // A limit lowered below what the period already used.
    expect(usedPercent('250.00', '100.00')).toBe(100);
  });

  it('is 0 without a limit', () => {
    expect(usedPercent('50.00', null)).toBe(0);
  });
});
