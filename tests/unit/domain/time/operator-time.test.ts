import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A browser far from the operator: every time must still come out in GMT+8. The zone is set before
// the modules load, as date-format builds nothing zone-bound later.
const zoneBefore = process.env.TZ;
let lib: typeof import('../../../../domain/time/operator-time');
let dates: typeof import('../../../../src/lib/date-format');
beforeAll(async () => {
  process.env.TZ = 'America/Los_Angeles';
  lib = await import('../../../../domain/time/operator-time');
  dates = await import('../../../../src/lib/date-format');
});
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

// The reported end: 16:38 UTC is 00:38 the next day in GMT+8 and 08:38 the same day in Los Angeles.
const end = '2026-11-28T16:38:00.000Z';

describe("times in the operator's zone", () => {
  it('the test runs in a zone other than GMT+8', () => {
    expect(new Date(end).getHours()).not.toBe(0);
  });

  it('writes an end as the toast and the server do, and names the zone where asked', () => {
    expect(lib.operatorDayTime(end)).toBe('2026-11-29 00:38');
    expect(lib.operatorDayTimeNamed(end)).toBe('2026-11-29 00:38 (GMT+8)');
    expect(lib.operatorDay(end)).toBe('2026-11-29');
  });

  it('records and days in the lobby use the same zone, not the browser one', () => {
    expect(dates.formatDayTime(end)).toBe('2026-11-29 00:38');
    expect(dates.formatDay(end)).toBe('2026-11-29');
    // A time with an offset is the same instant.
    expect(dates.formatDayTime('2026-11-29T00:38:00+08:00')).toBe('2026-11-29 00:38');
  });

  it('says nothing for a missing or malformed time', () => {
    for (const bad of [null, undefined, '', 'soon']) {
      expect(lib.operatorDayTimeNamed(bad)).toBe('');
      expect(dates.formatDayTime(bad)).toBe('');
      expect(dates.formatDay(bad)).toBe('');
    }
  });
});
