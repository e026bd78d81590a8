// @vitest-environment node
// The day's budget in stripes (migrations/0055_one_trip_event_play.sql, docs/architecture.md §6 "No
// hot rows"): members' plays take from their own stripe, so they do not queue on one row, yet the day
// never pays past its budget and a play is refused only when the whole day's spent and its worst
// case pass the budget, not when its stripe alone is short.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { eventDays } from '../../server/db/schema/index.ts';
import { loadEvent } from '../../server/services/events/event-settings.ts';
import { serverDay } from '../../domain/time/operator-time.ts';
import { eventCalls, expectCoded, patchEvent, spentToday } from './events-helpers.ts';
import { newMember, startTestApp } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const api = eventCalls(t);
const { prizes } = await loadEvent(t.database.db, 'wheel');
const largest = Math.max(...prizes.map((p) => p.amountCents));

describe('the day\'s budget in stripes', () => {
  it('spreads members over stripes and refuses only when the whole day cannot cover the largest prize', async () => {
    const budget = 40 * largest;
    const restore = await patchEvent(t, 'wheel', { dailyChances: 1_000, dailyBudgetCents: budget });
    try {
      const players = await Promise.all(Array.from({ length: 20 }, () => newMember(t)));
      let refusedAt: number | null = null;
      // One spin at a time, member after member: the day's spent is known at each refusal.
      for (let n = 0; n < 2_000 && refusedAt === null; n += 1) {
        const p = players[n % players.length]!;
        const spin = await api.award(p.token, {}, `b${n}`);
        if (spin.status !== 200) {
          expectCoded(spin, 409, 'budget_spent');
          refusedAt = await spentToday(t, 'wheel');
        }
      }
      expect(refusedAt).not.toBeNull();
      expect(refusedAt!).toBeLessThanOrEqual(budget);
      // Refused only once what is left cannot cover the largest prize: stripes with money left
      // elsewhere never refuse a play whose own stripe is short.
      expect(refusedAt! + largest).toBeGreaterThan(budget);
      const stripes = await t.database.db
        .select()
        .from(eventDays)
        .where(and(eq(eventDays.event, 'wheel'), eq(eventDays.day, serverDay(t.app.clock()))));
      expect(stripes.filter((s) => s.spentCents > 0).length).toBeGreaterThan(4);
      for (const s of stripes) if (s.budgetCents !== null) expect(s.spentCents).toBeLessThanOrEqual(s.capCents);
      expect(stripes.filter((s) => s.budgetCents === budget).reduce((sum, s) => sum + s.capCents, 0)).toBe(budget);
    } finally {
      await restore();
    }
  });
});
