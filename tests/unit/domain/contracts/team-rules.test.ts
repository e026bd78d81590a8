import { describe, expect, it } from 'vitest';
import { agentApplySchema, daysInRange, isCalendarDay, teamChildListSchema, teamRangeQuerySchema, teamRangeSchema } from '../../../../domain/contracts/team';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

describe('the agent application reason', () => {
  it('takes 10 to 1000 characters after trimming, line breaks allowed', () => {
    expect(agentApplySchema.parse({ reason: '  1234567890  ' })).toEqual({ reason: '1234567890' });
    expect(agentApplySchema.safeParse({ reason: 'x'.repeat(1000) }).success).toBe(true);
    expect(agentApplySchema.safeParse({ reason: 'line one\nline two' }).success).toBe(true);
  });

  it('names the rule each bad reason breaks', () => {
    expect(firstMessage(agentApplySchema.safeParse({}))).toBe('validation.agentReasonRequired');
    expect(firstMessage(agentApplySchema.safeParse({ reason: '   ' }))).toBe('validation.agentReasonRequired');
    expect(firstMessage(agentApplySchema.safeParse({ reason: '123456789' }))).toBe('validation.agentReasonLength');
    expect(firstMessage(agentApplySchema.safeParse({ reason: 'x'.repeat(1001) }))).toBe('validation.agentReasonLength');
    expect(firstMessage(agentApplySchema.safeParse({ reason: 'bell \u0007 rings here' }))).toBe('validation.agentReasonFormat');
  });
});

describe('the team child list filter', () => {
  it('defaults to page 1 and trims the keyword', () => {
    expect(teamChildListSchema.parse(undefined)).toEqual({ page: 1 });
    expect(teamChildListSchema.parse({ page: '3', keyword: ' ming ' })).toEqual({ page: 3, keyword: 'ming' });
  });

  it('refuses bad pages and keywords', () => {
    expect(firstMessage(teamChildListSchema.safeParse({ page: 0 }))).toBe('validation.invalid');
    expect(firstMessage(teamChildListSchema.safeParse({ keyword: 'a'.repeat(13) }))).toBe('validation.teamKeywordLength');
    expect(firstMessage(teamChildListSchema.safeParse({ keyword: 'a%' }))).toBe('validation.teamKeywordFormat');
  });
});

describe('report ranges', () => {
  it('knows real calendar days and counts a range inclusively', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(daysInRange('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysInRange('2026-01-01', '2026-04-02')).toBe(92);
  });

  it('accepts start ≤ end within 92 days', () => {
    expect(teamRangeQuerySchema.safeParse({ start_date: '2026-01-01', end_date: '2026-04-02' }).success).toBe(true);
    expect(teamRangeQuerySchema.safeParse({ start_date: '2026-03-01', end_date: '2026-03-01' }).success).toBe(true);
  });

  it('refuses a reversed, too long, malformed or (given today) future range', () => {
    expect(firstMessage(teamRangeQuerySchema.safeParse({ start_date: '2026-03-02', end_date: '2026-03-01' }))).toBe('validation.teamRangeOrder');
    expect(firstMessage(teamRangeQuerySchema.safeParse({ start_date: '2026-01-01', end_date: '2026-04-03' }))).toBe('validation.teamRangeLength');
    expect(firstMessage(teamRangeQuerySchema.safeParse({ start_date: '2026-02-30', end_date: '2026-03-01' }))).toBe('validation.dateFormat');
    expect(firstMessage(teamRangeQuerySchema.safeParse({ start_date: '2026-03-01' }))).toBe('validation.dateFormat');
    const withToday = teamRangeSchema('2026-03-10');
    expect(withToday.safeParse({ start_date: '2026-03-01', end_date: '2026-03-10' }).success).toBe(true);
    expect(firstMessage(withToday.safeParse({ start_date: '2026-03-01', end_date: '2026-03-11' }))).toBe('validation.teamRangeFuture');
  });
});
