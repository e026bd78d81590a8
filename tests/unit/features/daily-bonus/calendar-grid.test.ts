import { describe, expect, it } from 'vitest';
import { daysLeft, monthGrid } from '../../../../src/features/daily-bonus/calendar-grid';

const dates = (weeks: ReturnType<typeof monthGrid>) => weeks.map((w) => w.map((c) => c.date));

describe('the check-in calendar', () => {
  it('lays a month out in six Monday-first weeks, blanks around it', () => {
    // 2026-03-01 is a Sunday: six blanks before it; 31 days; the rest blank.
    const weeks = monthGrid('2026-03', [], '2026-03-10');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(dates(weeks)[0]).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(dates(weeks)[5]).toEqual([30, 31, 0, 0, 0, 0, 0]);
    expect(weeks.flat().filter((c) => c.day !== null)).toHaveLength(31);
  });

  it('keeps six weeks for a month that fits in four or five', () => {
    // 2026-06-01 is a Monday: no blanks before it.
    const june = monthGrid('2026-06', [], '2026-06-01');
    expect(dates(june)[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(june).toHaveLength(6);
    expect(dates(june)[5]).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // A leap February starting on a Thursday.
    const feb = monthGrid('2024-02', [], '2024-02-29');
    expect(dates(feb)[0]).toEqual([0, 0, 0, 1, 2, 3, 4]);
    expect(feb.flat().filter((c) => c.day).at(-1)).toMatchObject({ day: '2024-02-29', today: true });
  });

  it('marks the checked days and today, ignoring days of other months', () => {
    const cells = monthGrid('2026-03', ['2026-03-02', '2026-03-10', '2026-02-28'], '2026-03-10').flat();
    expect(cells.filter((c) => c.checked).map((c) => c.day)).toEqual(['2026-03-02', '2026-03-10']);
    expect(cells.filter((c) => c.today).map((c) => c.day)).toEqual(['2026-03-10']);
    expect(cells.find((c) => c.day === '2026-03-05')).toEqual({ day: '2026-03-05', date: 5, checked: false, today: false });
  });

  it('says how many check-ins a tier still needs', () => {
    expect(daysLeft(1, 3)).toBe(2);
    expect(daysLeft(3, 3)).toBe(0);
    expect(daysLeft(9, 7)).toBe(0);
  });
});
