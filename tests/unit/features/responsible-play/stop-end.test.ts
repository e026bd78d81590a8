import { describe, expect, it } from 'vitest';
import { stopEnd } from '../../../../src/features/responsible-play/stop-end';

const at = (iso: string) => new Date(iso);

describe('stopEnd', () => {
  it('ends a time-out whole 24-hour days later', () => {
    expect(stopEnd('time_out', 1, at('2026-11-25T21:30:00Z'))?.toISOString()).toBe('2026-11-26T21:30:00.000Z');
    expect(stopEnd('time_out', 42, at('2026-11-25T21:30:00Z'))?.toISOString()).toBe('2027-01-06T21:30:00.000Z');
  });

  it('ends a self-exclusion calendar months later, on the month’s last day when it is shorter', () => {
    expect(stopEnd('self_exclusion', 6, at('2026-11-25T08:00:00Z'))?.toISOString()).toBe('2027-05-25T08:00:00.000Z');
    expect(stopEnd('self_exclusion', 6, at('2026-08-31T08:00:00Z'))?.toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(stopEnd('self_exclusion', 60, at('2028-02-29T00:00:00Z'))?.toISOString()).toBe('2033-02-28T00:00:00.000Z');
  });

  it.each([
    ['time_out', 0],
    ['time_out', 43],
    ['time_out', 1.5],
    ['self_exclusion', 5],
    ['self_exclusion', 61],
  ] as const)('has no end for %s of %s (outside the rule)', (kind, length) => {
    expect(stopEnd(kind, length, at('2026-11-25T00:00:00Z'))).toBeNull();
  });
});
