import { describe, expect, it } from 'vitest';
import { presetOf, presetRange, serverToday } from '../../../../src/features/team/date-presets';
import { addDays as shiftDay } from '../../../../domain/time/operator-time';

describe('report date presets', () => {
  it("counts today in the server's time zone (UTC+8), whatever the browser's", () => {
    expect(serverToday(new Date('2026-03-09T15:59:59Z'))).toBe('2026-03-09');
    expect(serverToday(new Date('2026-03-09T16:00:00Z'))).toBe('2026-03-10');
  });

  it('shifts days across months and leap days', () => {
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('gives today, the last 7 and the last 30 days, each ending today', () => {
    expect(presetRange('today', '2026-03-10')).toEqual({ start_date: '2026-03-10', end_date: '2026-03-10' });
    expect(presetRange('last7', '2026-03-10')).toEqual({ start_date: '2026-03-04', end_date: '2026-03-10' });
    expect(presetRange('last30', '2026-03-10')).toEqual({ start_date: '2026-02-09', end_date: '2026-03-10' });
  });

  it('recognises a preset range, and no other', () => {
    expect(presetOf({ start_date: '2026-03-04', end_date: '2026-03-10' }, '2026-03-10')).toBe('last7');
    expect(presetOf({ start_date: '2026-03-05', end_date: '2026-03-10' }, '2026-03-10')).toBeNull();
  });
});
