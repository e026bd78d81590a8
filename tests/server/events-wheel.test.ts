// @vitest-environment node
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { eventDraws, members } from '../../server/db/schema/index.ts';
import { loadEvent } from '../../server/services/events/event-settings.ts';
import { centsOf, eventCalls, expectCoded, footprint, patchEvent, setSpentToday, setSwitch, spentToday } from './events-helpers.ts';
import { newMember, startWithDemo } from './test-app.ts';

const { t, demo } = await startWithDemo();
afterAll(() => t.close());
const api = eventCalls(t);
const { setting, prizes } = await loadEvent(t.database.db, 'wheel');
const largest = Math.max(...prizes.map((p) => p.amountCents));
const DAY_MS = 24 * 3600_000;

describe('/wheel/setting', () => {
  it('publishes eight segments of distinct colours with labels in three languages, the open window and the rules', async () => {
    const res = await api.wheelSetting();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_open: true, daily_chances: setting.dailyChances, rules: { zh_cn: expect.any(String), zh_hk: expect.any(String), en: expect.any(String) } });
    expect(Date.parse(res.body.start_at)).toBeLessThan(Date.now());
    expect(Date.parse(res.body.end_at)).toBeGreaterThan(Date.now() + 300 * DAY_MS);
    expect(res.body.prizes).toHaveLength(8);
    expect(new Set(res.body.prizes.map((p) => p.colour)).size).toBe(8);
    expect(res.body.prizes[0]).toMatchObject({ money: '0.00', label: { en: 'No prize' } });
    for (const p of res.body.prizes) {
      expect(p.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(p.weight).toBeGreaterThan(0);
      expect(Object.keys(p.label).sort()).toEqual(['en', 'zh_cn', 'zh_hk']);
    }
  });
});

describe('visitors', () => {
  it('get 401 with a code from /wheel/query and /wheel/award', async () => {
    expectCoded(await api.query(null, { name: 'demo01' }), 401, 'unauthenticated');
    expectCoded(await api.award(null, { name: 'demo01' }, 'k'), 401, 'unauthenticated');
  });
});

describe('a spin', () => {
  it('is drawn by the server, credited once, and shows in the history with its proof', async () => {
    const m = await newMember(t);
    const name = (await api.query(m.token)).body.name;
    const before = await footprint(t, m.id);
    const spin = await api.award(m.token, { name }, 'spin-a', 'en');
    expect(spin.status).toBe(200);
    const { prize_index: index, prize, fair } = spin.body;
    expect(prize).toEqual({ id: prizes[index]!.id, label: prizes[index]!.label, money: expect.any(String), weight: prizes[index]!.weight, colour: prizes[index]!.colour });
    expect(centsOf(prize)).toBe(prizes[index]!.amountCents);
    expect(fair).toMatchObject({ nonce: 0, prize_index: index, weights: prizes.map((p) => p.weight) });
    expect(spin.body.message).toMatch(prize.money === '0.00' ? /better luck/ : new RegExp(prize.money));
    expect(spin.body).toMatchObject({ money: (centsOf(prize) / 100).toFixed(2), chances: setting.dailyChances - 1 });
    const after = await footprint(t, m.id);
    expect(after).toMatchObject({ plays: 1, draws: 1, wallet: centsOf(prize), nonce: 1, moves: centsOf(prize) > 0 ? 1 : 0 });
    expect(after.spent.wheel ?? 0).toBe((before.spent.wheel ?? 0) + centsOf(prize));
    const query = await api.query(m.token, { name });
    expect(query.body).toMatchObject({ name, chances: setting.dailyChances - 1 });
    expect(query.body.history).toEqual([{ id: expect.any(Number), prize_index: index, label: prize.label, money: prize.money, created_at: expect.any(String), fair, server_seed: null }]);
  });

  it('stops at the daily chances with 409 no_chances, writing nothing', async () => {
    const m = await newMember(t);
    for (let i = 0; i < setting.dailyChances; i++) expect((await api.award(m.token, {}, `c${i}`)).status).toBe(200);
    const before = await footprint(t, m.id);
    expectCoded(await api.award(m.token, {}, 'one-more'), 409, 'no_chances');
    expect(await footprint(t, m.id)).toEqual(before);
    expect((await api.query(m.token)).body.chances).toBe(0);
  });

  it('comes back the next server day', async () => {
    const m = await newMember(t);
    for (let i = 0; i < setting.dailyChances; i++) await api.award(m.token, {}, `d${i}`);
    expect((await api.query(m.token)).body.chances).toBe(0);
    t.advance(24 * 3600);
    expect((await api.query(m.token)).body.chances).toBe(setting.dailyChances);
    expect((await api.award(m.token, {}, 'tomorrow')).status).toBe(200);
  });

  it('with the same Idempotency-Key sent 20 times at once plays once and replays the same answer', async () => {
    const m = await newMember(t);
    const replies = await Promise.all(Array.from({ length: 20 }, () => api.award(m.token, {}, 'same-key')));
    expect(replies.map((r) => r.status)).toEqual(new Array(20).fill(200));
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await footprint(t, m.id)).toMatchObject({ plays: 1, draws: 1, nonce: 1, wallet: centsOf(replies[0]!.body.prize) });
  });

  it('is refused for another name (403 name_mismatch), writing nothing; the query too', async () => {
    const m = await newMember(t);
    const before = await footprint(t, m.id);
    expectCoded(await api.award(m.token, { name: 'demo01' }, 'other'), 403, 'name_mismatch');
    expectCoded(await api.query(m.token, { name: 'demo01' }), 403, 'name_mismatch');
    expect(await footprint(t, m.id)).toEqual(before);
  });

  it('refuses bad payloads with 422, writing nothing', async () => {
    const m = await newMember(t);
    for (const bad of [{ name: 'a b' }, { name: 'x' }, { name: 12 }, { name: 'toolongname12345' }, [1, 2]]) {
      const res = await api.award(m.token, bad, `bad-${JSON.stringify(bad)}`);
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    expect(await footprint(t, m.id)).toMatchObject({ plays: 0, draws: 0, wallet: 0, nonce: null });
  });
});

describe('a closed wheel', () => {
  it('is refused while activity_wheel_is_open is 0 (403 event_closed), writing nothing, and the setting says so', async () => {
    const m = await newMember(t);
    const before = await footprint(t, m.id);
    await setSwitch(t, 'wheel', '0');
    try {
      expectCoded(await api.award(m.token, {}, 'closed'), 403, 'event_closed');
      expect((await api.wheelSetting()).body.is_open).toBe(false);
      expect(await footprint(t, m.id)).toEqual(before);
    } finally {
      await setSwitch(t, 'wheel', '1');
    }
    expect((await api.award(m.token, {}, 'closed')).status).toBe(200);
  });

  it('is refused before its window (event_not_started) and after it (event_ended), writing nothing', async () => {
    const m = await newMember(t);
    const before = await footprint(t, m.id);
    const now = t.app.clock().getTime();
    for (const [window, code] of [
      [{ startAt: new Date(now + DAY_MS), endAt: new Date(now + 2 * DAY_MS) }, 'event_not_started'],
      [{ startAt: new Date(now - 2 * DAY_MS), endAt: new Date(now - 1000) }, 'event_ended'],
    ] as const) {
      const restore = await patchEvent(t, 'wheel', window);
      try {
        expectCoded(await api.award(m.token, {}, code), 403, code);
        expect((await api.wheelSetting()).body).toMatchObject({ is_open: false, start_at: window.startAt.toISOString() });
      } finally {
        await restore();
      }
    }
    expect(await footprint(t, m.id)).toEqual(before);
  });
});

describe('the daily budget', () => {
  it('refuses a spin (409 budget_spent) once what is left cannot cover the largest prize, whatever it would have drawn', async () => {
    const m = await newMember(t);
    const spent = await spentToday(t, 'wheel');
    await setSpentToday(t, 'wheel', setting.dailyBudgetCents - largest + 1);
    try {
      const before = await footprint(t, m.id);
      expectCoded(await api.award(m.token, {}, 'over'), 409, 'budget_spent');
      expect(await footprint(t, m.id)).toEqual(before);
      await setSpentToday(t, 'wheel', setting.dailyBudgetCents - largest);
      const spin = await api.award(m.token, {}, 'just');
      expect(spin.status).toBe(200);
      expect(await spentToday(t, 'wheel')).toBe(setting.dailyBudgetCents - largest + centsOf(spin.body.prize));
    } finally {
      await setSpentToday(t, 'wheel', spent);
    }
  });
});

describe('recent winners', () => {
  it('are the last ten real draws with money of anyone, newest first, names masked', async () => {
    for (let i = 0; i < 6; i++) {
      const m = await newMember(t);
      for (let n = 0; n < setting.dailyChances; n++) await api.award(m.token, {}, `w${n}`);
    }
    await api.award(demo, { name: 'demo01' }, 'demo-spin');
    const stored = await t.database.db
      .select({ name: members.name, money: eventDraws.amountCents, label: eventDraws.label })
      .from(eventDraws)
      .innerJoin(members, eq(members.id, eventDraws.memberId))
      .where(and(eq(eventDraws.event, 'wheel'), gt(eventDraws.amountCents, 0)))
      .orderBy(desc(eventDraws.id))
      .limit(10);
    const { winners } = (await api.query(demo, { name: 'demo01' })).body;
    expect(winners.map((w) => ({ name: w.name, money: centsOf(w), label: w.label }))).toEqual(
      stored.map((s) => ({ name: `${s.name.slice(0, 2)}***${s.name.slice(-1)}`, money: s.money, label: s.label })),
    );
    expect(winners.every((w) => /^.{2}\*\*\*.$/.test(w.name) && centsOf(w) > 0)).toBe(true);
  });
});
