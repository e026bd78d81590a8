// @vitest-environment node
import { afterAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { redbagRoundDays, redbagRounds } from '../../server/db/schema/index.ts';
import { eventsMessages } from '../../server/i18n/events-messages.ts';
import { roundPacketsEntered } from '../../domain/red-packet-round/round-entered.ts';
import { loadEvent } from '../../server/services/events/event-settings.ts';
import type { Token } from './test-app.ts';
import { centsOf, eventCalls, expectCoded, footprint, patchEvent, setSpentToday, setSwitch, spentToday } from './events-helpers.ts';
import { newMember, startTestApp } from './test-app.ts';
import { ROUND_MODEL_VERSION } from '../../domain/red-packet-round/round-model.ts';

const t = await startTestApp();
afterAll(() => t.close());
const api = eventCalls(t);
const { setting, prizes } = await loadEvent(t.database.db, 'redbag');
const largest = Math.max(...prizes.map((p) => p.amountCents));
const DAY_MS = 24 * 3600_000;
/** Countdown, rain and a second more: by then every rain the lobby draws has let far more than max_open packets in. */
const PAST_END_S = 3 + setting.roundSeconds + 1;

const playRound = (token: Token, times: number, key?: string, lang?: string) => api.round(token, times, key, lang);

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
    await api.start(m.token);
    // The round's chance is taken when it starts, claimed or not.
    expect((await api.desc(m.token)).body.chances).toBe(setting.dailyChances - 1);
    expectCoded(await api.desc({ access_token: 'x'.repeat(40) }), 401, 'unauthenticated');
  });
});

describe('visitors', () => {
  it('get 401 with a code from /redbag/log, /redbag/start and /activity/redbag', async () => {
    expectCoded(await api.log(null), 401, 'unauthenticated');
    expectCoded(await api.start(null), 401, 'unauthenticated');
    expectCoded(await api.open(null, { times: 3 }, 'k'), 401, 'unauthenticated');
  });
});

describe('a round', () => {
  it('draws one packet per opened one, each with its own nonce and proof, credited as one ledger transaction', async () => {
    const m = await newMember(t);
    const spentBefore = await spentToday(t, 'redbag');
    const res = await playRound(m.token, 4, 'round-1', 'en');
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
    const res = await playRound(m.token, 1000, 'greedy');
    expect(res.body.packets).toHaveLength(setting.maxOpen);
    expect(await footprint(t, m.id)).toMatchObject({ draws: setting.maxOpen, nonce: setting.maxOpen });
  });

  it('with nothing opened still uses the chance and pays nothing', async () => {
    const m = await newMember(t);
    const res = await playRound(m.token, 0, 'none');
    expect(res.body).toMatchObject({ packets: [], total: '0.00', money: '0.00', chances: setting.dailyChances - 1 });
    expect(await footprint(t, m.id)).toMatchObject({ plays: 1, draws: 0, moves: 0, wallet: 0 });
  });

  it('stops at the daily chances with 409 no_chances, writing nothing', async () => {
    const m = await newMember(t);
    for (let i = 0; i < setting.dailyChances; i++) expect((await playRound(m.token, 2, `c${i}`)).status).toBe(200);
    const before = await footprint(t, m.id);
    expectCoded(await api.start(m.token), 409, 'no_chances');
    expect(await footprint(t, m.id)).toEqual(before);
    expect((await api.desc(m.token)).body.chances).toBe(0);
  });

  it('with the same Idempotency-Key sent 20 times at once credits once and replays the same body', async () => {
    const m = await newMember(t);
    const start = await api.start(m.token);
    t.advance(PAST_END_S);
    const replies = await Promise.all(Array.from({ length: 20 }, () => api.open(m.token, { round_id: start.body.round_id, times: 5 }, 'one-round')));
    expect(replies.map((r) => r.status)).toEqual(new Array(20).fill(200));
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await footprint(t, m.id)).toMatchObject({ plays: 1, draws: 5, moves: 1, nonce: 5, wallet: Math.round(Number(replies[0]!.body.total) * 100) });
  });

  it('is refused for another name, if one is sent (403 name_mismatch), writing nothing', async () => {
    const m = await newMember(t);
    const start = await api.start(m.token);
    t.advance(PAST_END_S);
    expectCoded(await api.open(m.token, { round_id: start.body.round_id, times: 3, name: 'demo01' }, 'not-mine'), 403, 'name_mismatch');
    expect(await footprint(t, m.id)).toMatchObject({ plays: 0, draws: 0, moves: 0, wallet: 0, nonce: null });
  });

  it('refuses bad payloads with 422, writing nothing', async () => {
    const m = await newMember(t);
    for (const bad of [{}, { times: -1 }, { times: 1.5 }, { times: 'many' }, { times: 1001 }, [3], { round_id: 0, times: 1 }, { round_id: 'x', times: 1 }, { round_id: 1.5, times: 1 }]) {
      const res = await api.open(m.token, bad, `bad-${JSON.stringify(bad)}`);
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    for (const bad of [{ page: 0 }, { limit: 0 }, { limit: 51 }, { page: 'x' }]) expect((await api.log(m.token, bad)).status, JSON.stringify(bad)).toBe(422);
    expect(await footprint(t, m.id)).toMatchObject({ plays: 0, draws: 0, moves: 0, wallet: 0, nonce: null });
  });
});

/** Rounds a member has on record, and the day's counter of them. */
async function roundsOf(memberId: number) {
  const db = t.database.db;
  const rows = await db.select().from(redbagRounds).where(eq(redbagRounds.memberId, memberId));
  const [day] = await db.select({ started: redbagRoundDays.started }).from(redbagRoundDays).where(eq(redbagRoundDays.memberId, memberId));
  return { rounds: rows.length, started: day?.started ?? 0 };
}

describe('/redbag/start', () => {
  it('deals a round under the current round model: its seed, the rain from after the 3 s countdown for round_seconds, one of the day\'s rounds taken', async () => {
    const m = await newMember(t);
    const before = t.app.clock().getTime();
    const res = await api.start(m.token);
    const after = t.app.clock().getTime();
    expect(res.status).toBe(200);
    const { round_id, seed, starts_at, ends_at, chances } = res.body;
    expect(round_id).toBeGreaterThan(0);
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
    expect(Date.parse(starts_at)).toBeGreaterThanOrEqual(before + 3000);
    expect(Date.parse(starts_at)).toBeLessThanOrEqual(after + 3000);
    expect(Date.parse(ends_at) - Date.parse(starts_at)).toBe(setting.roundSeconds * 1000);
    expect(chances).toBe(setting.dailyChances - 1);
    expect(await roundsOf(m.id)).toEqual({ rounds: 1, started: 1 });
    // Claimed later under the round model it was dealt under.
    const [row] = await t.database.db.select().from(redbagRounds).where(eq(redbagRounds.id, round_id));
    expect(row?.modelVersion).toBe(ROUND_MODEL_VERSION);
    // Each round its own rain.
    expect((await api.start(m.token)).body.seed).not.toBe(seed);
  });
});

describe('a claim', () => {
  it('without a round, even for 1000 packets, pays nothing and says why in the three languages', async () => {
    const m = await newMember(t);
    for (const lang of ['zh_cn', 'zh_hk', 'en'] as const) {
      const res = await api.open(m.token, { times: 1000 }, `no-round-${lang}`, lang);
      expectCoded(res, 409, 'redbag_no_round');
      expect(res.body.message).toBe(eventsMessages.redbag_no_round[lang]);
    }
    expect(await footprint(t, m.id)).toMatchObject({ plays: 0, draws: 0, moves: 0, wallet: 0, nonce: null });
    expect((await api.desc(m.token)).body.chances).toBe(setting.dailyChances);
  });

  it('for a round that is not the member\'s (or none at all) pays nothing', async () => {
    const [m, other] = [await newMember(t), await newMember(t)];
    const theirs = (await api.start(other.token)).body.round_id;
    t.advance(PAST_END_S);
    expectCoded(await api.open(m.token, { round_id: theirs, times: 5 }, 'theirs'), 409, 'redbag_no_round');
    expectCoded(await api.open(m.token, { round_id: 2_000_000_000, times: 5 }, 'none-such'), 409, 'redbag_no_round');
    expect(await footprint(t, m.id)).toMatchObject({ plays: 0, draws: 0, wallet: 0 });
    // The other member's round is still theirs to claim.
    expect((await api.open(other.token, { round_id: theirs, times: 5 }, 'mine')).body.packets).toHaveLength(5);
  });

  it('right after the start pays nothing and says why; the round can still be claimed when the rain has come', async () => {
    const m = await newMember(t);
    const round = (await api.start(m.token)).body.round_id;
    const early = await api.open(m.token, { round_id: round, times: 1000 }, 'early', 'en');
    expectCoded(early, 409, 'redbag_too_early');
    expect(early.body.message).toBe(eventsMessages.redbag_too_early.en);
    expect(await footprint(t, m.id)).toMatchObject({ plays: 0, draws: 0, moves: 0, wallet: 0, nonce: null });
    t.advance(PAST_END_S);
    expect((await api.open(m.token, { round_id: round, times: 1000 }, 'later')).body.packets).toHaveLength(setting.maxOpen);
  });

  it('is accepted once per round: a second claim under another key pays nothing, the same key replays', async () => {
    const m = await newMember(t);
    const round = (await api.start(m.token)).body.round_id;
    t.advance(PAST_END_S);
    const first = await api.open(m.token, { round_id: round, times: 6 }, 'once');
    expect(first.body.packets).toHaveLength(6);
    const after = await footprint(t, m.id);
    expectCoded(await api.open(m.token, { round_id: round, times: 6 }, 'twice'), 409, 'redbag_round_claimed');
    expect((await api.open(m.token, { round_id: round, times: 6 }, 'once')).body).toEqual(first.body);
    expect(await footprint(t, m.id)).toEqual(after);
  });
});

describe('claims of one round sent at once under 10 keys', () => {
  it('pay it once; the others say it was collected', async () => {
    const m = await newMember(t);
    const round = (await api.start(m.token)).body.round_id;
    t.advance(PAST_END_S);
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => api.open(m.token, { round_id: round, times: 7 }, `race-${i}`)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) expectCoded(r, 409, 'redbag_round_claimed');
    expect(await footprint(t, m.id)).toMatchObject({ plays: 1, draws: 7, moves: 1, nonce: 7 });
  });
});

describe('a claim on the layout', () => {
  it('pays at most the packets the round\'s rain had let onto the stage by then, however many it asks for', async () => {
    // The server's clock held still, so the moment of the claim within the rain is exact.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const m = await newMember(t);
      const round = (await api.start(m.token)).body;
      // A moment early in the rain when some packets, fewer than max_open, have come in (the
      // server reads the layout one frame, 0.1 s, later than the claim).
      const entered = (s: number) => roundPacketsEntered(round.seed, s + 0.1);
      let at = 0;
      while (!(entered(at) > 0 && entered(at) < setting.maxOpen)) at += 0.01;
      expect(at).toBeLessThan(setting.roundSeconds);
      // During the countdown: nothing.
      t.advance(2);
      expectCoded(await api.open(m.token, { round_id: round.round_id, times: 10 }, 'countdown'), 409, 'redbag_too_early');
      t.advance(1 + at);
      const res = await api.open(m.token, { round_id: round.round_id, times: 10 }, 'capped');
      expect(res.status).toBe(200);
      expect(res.body.packets).toHaveLength(entered(at));
      expect(res.body.packets.length).toBeLessThan(10);
      expect(await footprint(t, m.id)).toMatchObject({ plays: 1, draws: entered(at), nonce: entered(at) });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('/redbag/log', () => {
  it('pages the member\'s opened packets 3 at a time, newest first', async () => {
    const m = await newMember(t);
    const first = await playRound(m.token, 4, 'a');
    const second = await playRound(m.token, 3, 'b');
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
      expectCoded(await api.start(m.token), 403, 'event_closed');
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
        expectCoded(await api.start(m.token), 403, code);
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
    const round = (await api.start(m.token)).body.round_id;
    t.advance(PAST_END_S);
    await setSpentToday(t, 'redbag', setting.dailyBudgetCents - 2 * largest);
    try {
      const before = await footprint(t, m.id);
      expectCoded(await api.open(m.token, { round_id: round, times: 3 }, 'three'), 409, 'budget_spent');
      expect(await footprint(t, m.id)).toEqual(before);
      // Refused for the budget, the round is still there to claim.
      const two = await api.open(m.token, { round_id: round, times: 2 }, 'two');
      expect(two.status).toBe(200);
      expect(await spentToday(t, 'redbag')).toBe(setting.dailyBudgetCents - 2 * largest + Math.round(Number(two.body.total) * 100));
    } finally {
      await setSpentToday(t, 'redbag', spent);
    }
  });
});
