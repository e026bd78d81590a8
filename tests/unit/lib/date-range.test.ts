import { describe, expect, it } from 'vitest';
import { dayRangeError } from '../../../src/lib/date-range';

describe('dayRangeError', () => {
  it('refuses a start after the end and accepts one day, an ordered range or an open end', () => {
    expect(dayRangeError('2026-03-02', '2026-03-01')).toBe('validation.rangeReversed');
    expect(dayRangeError('2025-12-31', '2025-01-01')).toBe('validation.rangeReversed');
    expect(dayRangeError('2026-03-01', '2026-03-01')).toBeNull();
    expect(dayRangeError('2026-03-01', '2026-03-02')).toBeNull();
    expect(dayRangeError('2026-03-02', '')).toBeNull();
    expect(dayRangeError('', '2026-03-01')).toBeNull();
  });
});
