// @vitest-environment node
// A member's spins of the day are counted by one conditional upsert (event_play_days, migration 0057;
// docs/architecture.md §6): a burst never passes the chances, a refusal reads in the caller's
// language, and the counter is what the chances shown and later settings go by.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { eventDraws, eventPlayDays, eventPlays, eventPrizes, eventSettings } from '../../server/db/schema/index.ts';
import { serverDay } from '../../domain/time/operator-time.ts';
import { translate } from '../../server/i18n/translate.ts';
import { eventCalls, patchEvent } from './events-helpers.ts';
import { newMember, startTestApp } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const api = eventCalls(t);
const db = t.database.db;

const counted = async (memberId: number) =>
  (await db.select({ played: eventPlayDays.played }).from(eventPlayDays).where(and(eq(eventPlayDays.memberId, memberId), eq(eventPlayDays.day, serverDay(t.app.clock())))))[0]?.played;
const plays = async (memberId: number) => (await db.select({ n: sql<number>`count(*)::int` }).from(eventPlays).where(eq(eventPlays.memberId, memberId)))[0]!.n;

describe('a day\'s spins', () => {
  it('200 at once of two members: exactly the chances of each played and counted, the rest refused in the caller\'s language', async () => {
    const restore = await patchEvent(t, 'wheel', { dailyChances: 3, dailyBudgetCents: 1_000_000_000 });
    try {
      const [one, two] = [await newMember(t), await newMember(t)];
      const sent = await Promise.all(
        Array.from({ length: 200 }, (_, i) => (i % 2 ? api.award(one.token, {}, `c${i}`, 'en') : api.award(two.token, {}, `c${i}`, 'zh_hk'))),
      );
      const played = sent.filter((r) => r.status === 200);
      expect(played).toHaveLength(6);
      expect(played.map((r) => r.body.chances).sort()).toEqual([0, 0, 1, 1, 2, 2]);
      const refused = sent.map((r, i) => ({ r, lang: i % 2 ? ('en' as const) : ('zh_hk' as const) })).filter(({ r }) => r.status !== 200);
      for (const { r, lang } of refused) {
        expect(r.status).toBe(409);
        expect(r.body).toMatchObject({ code: 'no_chances', message: translate(lang, 'no_chances') });
      }
      for (const m of [one, two]) {
        expect(await counted(m.id)).toBe(3);
        expect(await plays(m.id)).toBe(3);
        expect((await api.query(m.token)).body.chances).toBe(0);
      }
    } finally {
      await restore();
    }
  }, 120_000);

  it('go by the counter when the chances change during the day: fewer refuse, more allow only the difference', async () => {
    const restore = await patchEvent(t, 'wheel', { dailyChances: 2, dailyBudgetCents: 1_000_000_000 });
    try {
      const m = await newMember(t);
      for (const key of ['a', 'b']) expect((await api.award(m.token, {}, key)).status).toBe(200);
      await db.update(eventSettings).set({ dailyChances: 1 }).where(eq(eventSettings.event, 'wheel'));
      t.app.caches.content.clear();
      expect((await api.award(m.token, {}, 'c')).body.code).toBe('no_chances');
      await db.update(eventSettings).set({ dailyChances: 3 }).where(eq(eventSettings.event, 'wheel'));
      t.app.caches.content.clear();
      expect((await api.query(m.token)).body.chances).toBe(1);
      const third = await api.award(m.token, {}, 'd');
      expect(third.status).toBe(200);
      expect(third.body.chances).toBe(0);
      expect((await api.award(m.token, {}, 'e')).body.code).toBe('no_chances');
      expect(await counted(m.id)).toBe(3);
      // A refused spin's rollback takes its count back with it: nothing counted that was not played.
      expect(await plays(m.id)).toBe(3);
    } finally {
      await restore();
    }
  }, 60_000);
});

describe('what a play refers to', () => {
  it('cannot be deleted: the event\'s settings and a prize some draw names (the triggers of migration 0057)', async () => {
    const m = await newMember(t);
    expect((await api.award(m.token, {}, 'ref')).status).toBe(200);
    const [draw] = await db.select({ prizeId: eventDraws.prizeId }).from(eventDraws).where(eq(eventDraws.memberId, m.id));
    await expect(db.delete(eventPrizes).where(eq(eventPrizes.id, draw!.prizeId!))).rejects.toThrow();
    await expect(db.delete(eventSettings).where(eq(eventSettings.event, 'wheel'))).rejects.toThrow();
    expect(await db.select({ id: eventPrizes.id }).from(eventPrizes).where(eq(eventPrizes.id, draw!.prizeId!))).toHaveLength(1);
  });
});
