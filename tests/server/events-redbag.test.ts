// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { loadEvent } from '../../server/services/event-settings.ts';
import { centsOf, eventCalls, expectCoded, footprint, patchEvent, setSpentToday, setSwitch, spentToday } from './events-helpers.ts';
import { newMember, startTestApp } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const api = eventCalls(t);
const { setting, prizes } = await loadEvent(t.database.db, 'redbag');
const largest = Math.max(...prizes.map((p) => p.amountCents));
const DAY_MS = 24 * 3600_000;

describe('/redbag/desc', () => {
  it('gives a visitor the window, rules, round length, cap and odds, with chances null', async () => {
    const res = await api.desc(null);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_open: true, daily_chances: setting.dailyChances, round_seconds: 15, max_open: 10, chances: null });
    expect(res.body.prizes.map((p) => [p.money, p.weight])).toEqual(prizes.map((p) => [(p.amountCents / 100).toFixed(2), p.weight]));
    expect(Object.keys(res.body.rules).sort()).toEqual(['en', 'zh_cn', 'zh_hk']);
  });

  it('gives a member the rounds left today; a dead token is 401', async () => {
    const m = await newMember(t);
    expect((await api.desc(m.token)).body.chances).toBe(setting.dailyChances);
    await api.open(m.token, { times: 1 }, 'r');
    expect((await api.desc(m.token)).body.chances).toBe(setting.dailyChances - 1);
    expectCoded(await api.desc({ access_token: 'x'.repeat(40) }), 401, 'unauthenticated');
  });
});

describe('visitors', () => {
  it('get 401 with a code from /redbag/log and /activity/redbag', async () => {
    expectCoded(await api.log(null), 401, 'unauthenticated');
    expectCoded(await api.open(null, { times: 3 }, 'k'), 401, 'unauthenticated');
  });
});

describe('a round', () => {
  it('draws one packet per opened one, each with its own nonce and proof, credited as one ledger transaction', async () => {
    const m = await newMember(t);
    const spentBefore = await spentToday(t, 'redbag');
    const res = await api.open(m.token, { times: 4 }, 'round-1', 'en');
    expect(res.status).toBe(200);
    const { packets } = res.body;
    expect(packets.map((p) => p.fair.nonce)).toEqual([0, 1, 2, 3]);
    const sum = packets.reduce((s, p) => s + centsOf(p), 0);
    for (const p of packets) {
      expect(centsOf(p)).toBe(prizes[p.prize_index]!.amountCents);
      expect(p.fair).toMatchObject({ prize_index: p.prize_index, weights: prizes.map((x) => x.weight) });
    }
    expect(res.body).toMatchObject({ total: (sum / 100).toFixed(2), money: (sum / 100).toFixed(2), chances: setting.dailyChances - 1 });
    expect(res.body.message).toContain('4 packets');
    expect(await footprint(t, m.id)).toMatchObject({ plays: 1, draws: 4, moves: 1, wallet: sum, nonce: 4 });
    expect(await spentToday(t, 'redbag')).toBe(spentBefore + sum);
  });

  it('caps times at max_open', async () => {
    const m = await newMember(t);
    const res = await api.open(m.token, { times: 1000 }, 'greedy');
    expect(res.body.packets).toHaveLength(setting.maxOpen);
    expect(await footprint(t, m.id)).toMatchObject({ draws: setting.maxOpen, nonce: setting.maxOpen });
  });

  it('with nothing opened still uses the chance and pays nothing', async () => {
    const m = await newMember(t);
    const res = await api.open(m.token, { times: 0 }, 'none');
    expect(res.body).toMatchObject({ packets: [], total: '0.00', money: '0.00', chances: setting.dailyChances - 1 });
    expect(await footprint(t, m.id)).toMatchObject({ plays: 1, draws: 0, moves: 0, wallet: 0 });
  });

  it('stops at the daily chances with 409 no_chances, writing nothing', async () => {
    const m = await newMember(t);
    for (let i = 0; i < setting.dailyChances; i++) expect((await api.open(m.token, { times: 2 }, `c${i}`)).status).toBe(200);
    const before = await footprint(t, m.id);
    expectCoded(await api.open(m.token, { times: 2 }, 'extra'), 409, 'no_chances');
    expect(await footprint(t, m.id)).toEqual(before);
  });

  it('with the same Idempotency-Key sent 20 times at once credits once and replays the same body', async () => {
    const m = await newMember(t);
    const replies = await Promise.all(Array.from({ length: 20 }, () => api.open(m.token, { times: 5 }, 'one-round')));
    expect(replies.map((r) => r.status)).toEqual(new Array(20).fill(200));
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await footprint(t, m.id)).toMatchObject({ plays: 1, draws: 5, moves: 1, nonce: 5, wallet: Math.round(Number(replies[0]!.body.total) * 100) });
  });

  it('is refused for another name, if one is sent (403 name_mismatch), writing nothing', async () => {
    const m = await newMember(t);
    expectCoded(await api.open(m.token, { times: 3, name: 'demo01' }, 'not-mine'), 403, 'name_mismatch');
    expect(await footprint(t, m.id)).toMatchObject({ plays: 0, draws: 0, moves: 0, wallet: 0, nonce: null });
  });

  it('refuses bad payloads with 422, writing nothing', async () => {
    const m = await newMember(t);
    for (const bad of [{}, { times: -1 }, { times: 1.5 }, { times: 'many' }, { times: 1001 }, [3]]) {
      const res = await api.open(m.token, bad, `bad-${JSON.stringify(bad)}`);
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    for (const bad of [{ page: 0 }, { limit: 0 }, { limit: 51 }, { page: 'x' }]) expect((await api.log(m.token, bad)).status, JSON.stringify(bad)).toBe(422);
    expect(await footprint(t, m.id)).toMatchObject({ plays: 0, draws: 0, moves: 0, wallet: 0, nonce: null });
  });
});

describe('/redbag/log', () => {
  it('pages the member\'s opened packets 3 at a time, newest first', async () => {
    const m = await newMember(t);
    const first = await api.open(m.token, { times: 4 }, 'a');
    const second = await api.open(m.token, { times: 3 }, 'b');
    const nonces: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await api.log(m.token, { limit: 3, page });
      expect(res.body).toMatchObject({ total: 7, page, limit: 3 });
      nonces.push(...res.body.list.map((row) => row.fair.nonce));
    }
    expect(nonces).toEqual([6, 5, 4, 3, 2, 1, 0]);
    const newest = (await api.log(m.token)).body.list[0]!;
    expect(newest).toMatchObject({ money: second.body.packets[2]!.money, prize_index: second.body.packets[2]!.prize_index, fair: second.body.packets[2]!.fair, server_seed: null });
    expect(first.body.packets).toHaveLength(4);
    // Another member sees none of them.
    expect((await api.log((await newMember(t)).token)).body).toMatchObject({ list: [], total: 0 });
  });
});

describe('a closed rain', () => {
  it('is refused while is_redbag_open is 0 (403 event_closed), writing nothing', async () => {
    const m = await newMember(t);
    await setSwitch(t, 'redbag', '0');
    try {
      expectCoded(await api.open(m.token, { times: 3 }, 'closed'), 403, 'event_closed');
      expect((await api.desc(m.token)).body.is_open).toBe(false);
    } finally {
      await setSwitch(t, 'redbag', '1');
    }
    expect(await footprint(t, m.id)).toMatchObject({ plays: 0, draws: 0, wallet: 0, nonce: null });
  });

  it('is refused outside its window, writing nothing', async () => {
    const m = await newMember(t);
    const now = t.app.clock().getTime();
    for (const [window, code] of [
      [{ startAt: new Date(now + DAY_MS), endAt: new Date(now + 2 * DAY_MS) }, 'event_not_started'],
      [{ startAt: new Date(now - 2 * DAY_MS), endAt: new Date(now - 1000) }, 'event_ended'],
    ] as const) {
      const restore = await patchEvent(t, 'redbag', window);
      try {
        expectCoded(await api.open(m.token, { times: 3 }, code), 403, code);
      } finally {
        await restore();
      }
    }
    expect(await footprint(t, m.id)).toMatchObject({ plays: 0, draws: 0, wallet: 0, nonce: null });
  });
});

describe('the daily budget', () => {
  it('admits a round only while what is left covers the capped packets at the largest prize', async () => {
    const m = await newMember(t);
    const spent = await spentToday(t, 'redbag');
    await setSpentToday(t, 'redbag', setting.dailyBudgetCents - 2 * largest);
    try {
      const before = await footprint(t, m.id);
      expectCoded(await api.open(m.token, { times: 3 }, 'three'), 409, 'budget_spent');
      expect(await footprint(t, m.id)).toEqual(before);
      const two = await api.open(m.token, { times: 2 }, 'two');
      expect(two.status).toBe(200);
      expect(await spentToday(t, 'redbag')).toBe(setting.dailyBudgetCents - 2 * largest + Math.round(Number(two.body.total) * 100));
    } finally {
      await setSpentToday(t, 'redbag', spent);
    }
  });
});
