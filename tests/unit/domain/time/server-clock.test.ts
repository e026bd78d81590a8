import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  addDays,
  dayEnd,
  dayStart,
  OPERATOR_ZONE,
  SERVER_UTC_OFFSET,
  serverClockText,
  serverDay,
} from '../../../../domain/time/operator-time';

describe("the server's clock (UTC+8 all year)", () => {
  it('names its zone the same way in texts and in ISO offsets', () => {
    expect(OPERATOR_ZONE).toBe('GMT+8');
    expect(SERVER_UTC_OFFSET).toBe('+08:00');
  });

  it('starts a server day at 16:00 UTC the day before', () => {
    expect(serverDay(new Date('2026-01-30T15:59:59.999Z'))).toBe('2026-01-30');
    expect(serverDay(new Date('2026-01-30T16:00:00Z'))).toBe('2026-01-31');
    expect(dayStart('2026-01-31').toISOString()).toBe('2026-01-30T16:00:00.000Z');
    expect(dayEnd('2026-01-31').toISOString()).toBe('2026-01-31T16:00:00.000Z');
  });

  it('writes an instant as "YYYY-MM-DD HH:MM" on its clock', () => {
    expect(serverClockText(new Date('2026-11-28T16:38:59Z'))).toBe('2026-11-29 00:38');
  });

  it('counts days and calendar months', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarMonths(new Date('2026-08-31T10:00:00Z'), 6).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addCalendarMonths(new Date('2026-01-15T23:30:00Z'), 1).toISOString()).toBe('2026-02-15T23:30:00.000Z');
  });
});
