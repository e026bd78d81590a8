import { describe, expect, it } from 'vitest';
import {
  dailyBonusClaimSchema,
  dailyBonusHistorySchema,
  periodBounds,
  periodOf,
  progressPercent,
  streakEnding,
} from '../../../../domain/contracts/daily-bonus';
import { addDays } from '../../../../domain/time/operator-time';

describe('daily-bonus periods', () => {
  it('counts a day in its calendar month', () => {
    expect(periodOf('2026-03-31')).toBe('2026-03');
    expect(periodBounds('2026-03')).toEqual({ first: '2026-03-01', last: '2026-03-31' });
    expect(periodBounds('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(periodBounds('2024-02').last).toBe('2024-02-29');
    expect(periodBounds('2026-12').last).toBe('2026-12-31');
  });

  it('moves days across months, years and leap days', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-05-10', 0)).toBe('2026-05-10');
  });

  it('counts a streak of days in a row up to a day, across a month end', () => {
    const days = new Set(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-03']);
    expect(streakEnding(days, '2026-03-01')).toBe(3);
    expect(streakEnding(days, '2026-03-03')).toBe(1);
    expect(streakEnding(days, '2026-03-02')).toBe(0);
    expect(streakEnding(new Set(), '2026-03-02')).toBe(0);
  });

  it('shows progress as a whole percentage, full once reached', () => {
    expect(progressPercent(0, 3)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(7, 15)).toBe(46);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(9, 7)).toBe(100);
    expect(progressPercent(-2, 7)).toBe(0);
    expect(progressPercent(1, 0)).toBe(100);
  });
});

describe('daily-bonus payloads', () => {
  it('takes an award id as a positive whole number', () => {
    expect(dailyBonusClaimSchema.parse({ award_id: 2 })).toEqual({ award_id: 2 });
    expect(dailyBonusClaimSchema.parse({ award_id: '3' })).toEqual({ award_id: 3 });
    for (const bad of [{}, { award_id: 0 }, { award_id: -1 }, { award_id: 1.5 }, { award_id: 'x' }, { award_id: 2 ** 31 }]) {
      const result = dailyBonusClaimSchema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.invalid');
    }
  });

  it('pages from 1, ten rows by default, at most 50', () => {
    expect(dailyBonusHistorySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(dailyBonusHistorySchema.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
    for (const bad of [{ page: 0 }, { page: 'x' }, { limit: 51 }, { limit: 0 }, { page: 1.5 }]) expect(dailyBonusHistorySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
