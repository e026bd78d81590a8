// @vitest-environment node
import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { YuebaoListReply, YuebaoMoveReply, YuebaoPlan } from '../../domain/contracts/replies/yuebao.ts';
import { ledgerTransactions, yuebaoPlans } from '../../server/db/schema/index.ts';
import { balanceOf, ledgerTotals } from '../../server/services/money/ledger.ts';
import { toCents } from '../../server/services/money/money.ts';
import { issueToken } from '../../server/services/accounts/tokens.ts';
import { dailyInterest, yuebaoOf } from '../../server/services/money/yuebao-interest.ts';
import { runJob } from '../../server/jobs/run-job.ts';
import { yuebaoInterestJob } from '../../server/jobs/yuebao-interest.ts';
import { bearer, call, ledgerMovesOf, newMember, startWithDemo, walletCents, type Token } from './test-app.ts';

const { t, demo } = await startWithDemo();
afterAll(() => t.close());

const DAY = 24 * 3600;
type Reply = YuebaoMoveReply & { message: string };
const post = <T>(url: string, token: Token | null, payload?: object, key?: string) =>
  call<T>(t.app, {
    method: 'POST',
    url: `/api${url}${url.includes('?') ? '&' : '?'}lang=en`,
    headers: { ...(token ? bearer(token) : {}), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
const list = (token: Token | null) => post<YuebaoListReply>('/yuebao/getMemberYuebaoList', token);
const deposit = (token: Token, plan_id: unknown, money: unknown, key?: string) => post<Reply>('/yuebao/deposit', token, { plan_id, money }, key);
const withdraw = (token: Token, plan_id: unknown, money: unknown, key?: string) => post<Reply>('/yuebao/withdraw', token, { plan_id, money }, key);
const planIn = (reply: YuebaoListReply, id: number) => reply.list.find((p) => p.id === id)!;
/** The day's `yuebao-interest` job on the server's (moved) clock, as its runner would start it. */
const interestJob = () => runJob(t.database.db, yuebaoInterestJob, t.app.clock(), 'timer');
/** A token issued on the server's (moved) clock: tokens of `newMember` expire 7 real days on. */
const freshToken = (memberId: number) => issueToken(t.database.db, memberId, t.app.clock());

/** A plan made for one test: small numbers, so every bound is easy to reach. */
async function plan(values: { min: string; max: string; pool: string; cap: string; ratePpm?: number; termDays?: number }): Promise<number> {
  const [row] = await t.database.db
    .insert(yuebaoPlans)
    .values({
      name: { zh_cn: '测试方案', zh_hk: '測試方案', en: 'Test plan' },
      dailyRatePpm: values.ratePpm ?? 1000,
      termDays: values.termDays ?? 0,
      minCents: toCents(values.min),
      maxCents: toCents(values.max),
      poolCents: toCents(values.pool),
      memberCapCents: toCents(values.cap),
      sort: 100,
    })
    .returning({ id: yuebaoPlans.id });
  return row!.id;
}

describe('the plan list', () => {
  it('shows visitors the plans with rate, term, bounds and pool, and no holdings', async () => {
    const res = await list(null);
    expect(res.status).toBe(200);
    expect(res.body.money).toBeNull();
    expect(res.body.list.map((p) => [p.name, p.term_days, p.daily_rate, p.annual_rate, p.min, p.max, p.pool, p.member_cap])).toEqual([
      ['Flexible saver', 0, '0.0080', '2.92', '10.00', '50000.00', '1000000.00', '100000.00'],
      ['7-day term', 7, '0.0150', '5.47', '100.00', '100000.00', '2000000.00', '200000.00'],
      ['30-day term', 30, '0.0250', '9.12', '500.00', '200000.00', '5000000.00', '300000.00'],
    ]);
    expect(res.body.list.every((p) => p.holding === '0.00' && p.interest === '0.00' && p.pool_used === '0.00' && p.enabled)).toBe(true);
    expect((await post('/yuebao/getMemberYuebaoList', { access_token: 'x'.repeat(40) } as Token)).status).toBe(401);
  });

  it('shows a member their centre wallet and holdings', async () => {
    const res = await list(demo);
    expect(res.body).toMatchObject({ money: '1888.00', total_holding: '0.00', total_interest: '0.00' });
  });
});

describe('putting in and taking out', () => {
  it('moves money between the centre wallet and the plan, one balanced ledger transaction each', async () => {
    const m = await newMember(t, { balanceCents: 100_000 });
    const flexible = (await list(m.token)).body.list[0]!.id;
    const put = await deposit(m.token, flexible, '250.50');
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ message: 'Done: 250.50 put into Flexible saver', money: '749.50', plan_id: flexible, holding: '250.50', balance_version: expect.any(Number), total_balance: '1000.00', breakdown: { centre: '749.50', games: '0.00', yuebao: '250.50' } });
    const after = await list(m.token);
    expect(after.body).toMatchObject({ money: '749.50', total_holding: '250.50' });
    expect(planIn(after.body, flexible)).toMatchObject({ holding: '250.50', pool_used: '250.50', locked_until: null });
    const out = await withdraw(m.token, String(flexible), '50.50');
    expect(out.body).toMatchObject({ message: 'Done: 50.50 taken out of Flexible saver to your main wallet', money: '800.00', holding: '200.00' });
    expect(await walletCents(t, m.id)).toBe(80_000);
    expect(await balanceOf(t.database.db, yuebaoOf(m.id, flexible))).toBe(20_000);
    expect(await ledgerMovesOf(t, m.id)).toBe(3);
    expect(await ledgerTotals(t.database.db)).toEqual({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
  });

  it('reads full-width digits and points, as a Chinese input method types them, as the amount they show', async () => {
    const m = await newMember(t, { balanceCents: 100_000 });
    const flexible = (await list(m.token)).body.list[0]!.id;
    const put = await deposit(m.token, flexible, '２５０．５０');
    expect(put.body).toMatchObject({ money: '749.50', holding: '250.50' });
    expect((await withdraw(m.token, flexible, '５０。５')).body).toMatchObject({ money: '800.00', holding: '200.00' });
    expect(await walletCents(t, m.id)).toBe(80_000);
  });

  it('refuses bad amounts and plans in the caller language, writing nothing', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    const format = 'Enter an amount like 100 or 100.50 (at most 2 decimals)';
    const cases: [unknown, unknown, number, string][] = [
      [1, '-5', 422, format],
      [1, '1e3', 422, format],
      [1, '0.001', 422, format],
      [1, 'NaN', 422, format],
      [1, 'Infinity', 422, format],
      [1, 100, 422, format],
      [1, '0', 422, 'The amount must be more than 0'],
      [1, '99999999999', 422, format],
      [1, '9999999999.99', 422, 'The amount is too large'],
      [1, undefined, 422, 'Please enter an amount'],
      [999, '10', 404, 'This Yu-EBao plan does not exist'],
      ['x', '10', 422, 'Please choose a Yu-EBao plan'],
      [-1, '10', 422, 'Please choose a Yu-EBao plan'],
      [1e12, '10', 422, 'Please choose a Yu-EBao plan'],
    ];
    for (const [planId, money, status, message] of cases) {
      for (const send of [deposit, withdraw]) {
        const res = await send(m.token, planId, money);
        expect(res.status, `${send.name} ${JSON.stringify([planId, money])}`).toBe(status);
        expect(res.body, `${send.name} ${JSON.stringify([planId, money])}`).toEqual({ message });
      }
    }
    expect((await withdraw(m.token, 1, '1')).body).toEqual({ message: 'This is more than you hold in this plan (0.00)' });
    expect((await deposit(m.token, 1, '100.01')).body).toEqual({ message: 'Insufficient balance' });
    const zh = await call<{ message: string }>(t.app, { method: 'POST', url: '/api/yuebao/deposit?lang=zh_cn', headers: bearer(m.token), payload: { plan_id: 1, money: '5' } });
    expect(zh.body.message).toBe('单笔转入不能低于 10.00 元');
    expect((await call(t.app, { method: 'POST', url: '/api/yuebao/deposit', payload: { plan_id: 1, money: '10' } })).status).toBe(401);
    expect(await ledgerMovesOf(t, m.id)).toBe(1);
    expect(await walletCents(t, m.id)).toBe(10_000);
  });

  it('checks the minimum, the maximum, the member cap counting the new amount, and the pool', async () => {
    const id = await plan({ min: '10.00', max: '150.00', pool: '300.00', cap: '200.00' });
    const m = await newMember(t, { balanceCents: 100_000 });
    const refusals: [string, string][] = [
      ['9.99', 'Put in at least 10.00 at a time'],
      ['150.01', 'Put in at most 150.00 at a time'],
    ];
    for (const [money, message] of refusals) expect((await deposit(m.token, id, money)).body).toEqual({ message });
    expect((await deposit(m.token, id, '150.00')).status).toBe(200);
    expect((await deposit(m.token, id, '50.01')).body).toEqual({ message: 'This is over your limit of 200.00 in this plan: you can put in at most 50.00 more' });
    expect((await deposit(m.token, id, '50.00')).status).toBe(200);
    const other = await newMember(t, { balanceCents: 100_000 });
    expect((await deposit(other.token, id, '100.01')).body).toEqual({ message: 'This plan is almost full: at most 100.00 can be put in now' });
    expect((await deposit(other.token, id, '100.00')).status).toBe(200);
    expect((await deposit(other.token, id, '10.00')).body).toEqual({ message: 'This plan is almost full: at most 0.00 can be put in now' });
    expect(await ledgerMovesOf(t, m.id)).toBe(3);
    expect(await ledgerMovesOf(t, other.id)).toBe(2);
    expect(planIn((await list(other.token)).body, id)).toMatchObject({ pool: '300.00', pool_used: '300.00', holding: '100.00' });
    // A closed plan takes no new money, but what is in it can still come out.
    await t.database.db.update(yuebaoPlans).set({ enabled: false }).where(eq(yuebaoPlans.id, id));
    await withdraw(other.token, id, '10.00');
    expect((await deposit(other.token, id, '10.00')).body).toEqual({ message: 'This plan takes no new money at the moment' });
    expect((await withdraw(other.token, id, '90.01')).body).toEqual({ message: 'This is more than you hold in this plan (90.00)' });
    expect((await withdraw(other.token, id, '90.00')).body.holding).toBe('0.00');
    expect((await list(other.token)).body.list.some((p) => p.id === id)).toBe(false);
  });

  it('never fills a pool past its total under a burst of put-ins from many members', async () => {
    const id = await plan({ min: '1.00', max: '100.00', pool: '500.00', cap: '1000.00' });
    const savers = await Promise.all(Array.from({ length: 12 }, () => newMember(t, { balanceCents: 10_000 })));
    const replies = await Promise.all(savers.map((s, i) => deposit(s.token, id, i % 2 ? '70.00' : '60.00', `burst-${i}`)));
    const ok = replies.filter((r) => r.status === 200);
    for (const r of replies.filter((x) => x.status !== 200)) expect(r.body.message).toMatch(/^This plan is almost full: at most \d+\.\d\d can be put in now$/);
    const used = planIn((await list(null)).body, id).pool_used;
    expect(toCents(used)).toBeLessThanOrEqual(50_000);
    expect(toCents(used)).toBe(ok.reduce((sum, r) => sum + toCents(r.body.holding), 0));
    expect(ok.length).toBeGreaterThanOrEqual(7);
    for (const [i, s] of savers.entries()) expect(await ledgerMovesOf(t, s.id)).toBe(replies[i]!.status === 200 ? 2 : 1);
    expect(await ledgerTotals(t.database.db)).toEqual({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
  });

  it('moves money once for one Idempotency-Key, also when sent many times at once', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    const replies = await Promise.all(Array.from({ length: 6 }, () => deposit(m.token, 1, '30.00', 'yb-1')));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(200));
    for (const r of replies) expect(r.body).toEqual(replies[0]!.body);
    expect(await walletCents(t, m.id)).toBe(7_000);
    expect((await withdraw(m.token, 1, '10.00', 'yb-2')).body.money).toBe('80.00');
    expect((await withdraw(m.token, 1, '10.00', 'yb-2')).body.money).toBe('80.00');
    expect(await ledgerMovesOf(t, m.id)).toBe(3);
  });
});

describe('interest', () => {
  it('rounds each day down to a whole cent', () => {
    expect(dailyInterest(100_100, 1000)).toBe(100);
    expect(dailyInterest(99, 80)).toBe(0);
    expect(dailyInterest(12_500, 80)).toBe(1);
    expect(dailyInterest(10_000_000_000_00, 99_999)).toBe(99_999_000_000);
  });

  it('posts each whole day once, on the lowest balance of the day, compounding', async () => {
    const id = await plan({ min: '1.00', max: '10000.00', pool: '100000.00', cap: '50000.00', ratePpm: 1000 });
    const m = await newMember(t, { balanceCents: 200_000 });
    await deposit(m.token, id, '1000.00');
    const interestMoves = () => t.database.db.select().from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, `yuebao-interest:${m.id}:${id}:%`));

    t.advance(3 * DAY);
    let token = await freshToken(m.id);
    // Reading posts nothing: the interest waits for the day's job.
    expect(planIn((await list(token)).body, id)).toMatchObject({ holding: '1000.00', interest: '0.00' });
    expect(await interestMoves()).toHaveLength(0);
    expect(await interestJob()).toMatchObject({ ran: true });
    // Day 0 held 0.00 at its lowest (money put in earns from the next day); days 1 and 2: 0.1 % of
    // 1000.00 = 1.00, then of 1001.00 = 1.001 → 1.00 (rounded down).
    const reads = await Promise.all(Array.from({ length: 5 }, () => list(token)));
    for (const r of reads) expect(planIn(r.body, id)).toMatchObject({ holding: '1002.00', interest: '2.00' });
    expect(await interestMoves()).toHaveLength(2);
    expect(await interestJob()).toMatchObject({ ran: false });
    expect(await interestMoves()).toHaveLength(2);

    t.advance(DAY);
    await interestJob();
    token = await freshToken(m.id);
    expect(planIn((await list(token)).body, id)).toMatchObject({ holding: '1003.00', interest: '3.00' });
    // A take-out: that day earns on what stayed in (503.00 → 0.503 → 0.50).
    expect((await withdraw(token, id, '500.00')).body).toMatchObject({ holding: '503.00' });
    t.advance(DAY);
    await interestJob();
    token = await freshToken(m.id);
    expect(planIn((await list(token)).body, id)).toMatchObject({ holding: '503.50', interest: '3.50' });
    expect((await list(token)).body.total_interest).toBe('3.50');
    expect(await interestMoves()).toHaveLength(4);
    expect(await ledgerMovesOf(t, m.id)).toBe(1 + 1 + 4 + 1);
    expect(await walletCents(t, m.id)).toBe(150_000);
    expect(await ledgerTotals(t.database.db)).toEqual({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
  });

  it('counts interest due in the holding a put-in is checked against', async () => {
    const id = await plan({ min: '0.01', max: '1000.00', pool: '100000.00', cap: '1000.00', ratePpm: 10_000 });
    const m = await newMember(t, { balanceCents: 200_000 });
    await deposit(m.token, id, '990.00');
    t.advance(2 * DAY);
    const token = await freshToken(m.id);
    // Day 1 paid 1 % of 990.00 = 9.90: the holding is 999.90 before anything is read.
    expect((await deposit(token, id, '0.11')).body).toEqual({ message: 'This is over your limit of 1000.00 in this plan: you can put in at most 0.10 more' });
    expect((await deposit(token, id, '0.10')).body.holding).toBe('1000.00');
  });

  it('keeps fixed-term money in until the term after the latest put-in ends', async () => {
    const m = await newMember(t, { balanceCents: 100_000 });
    const first = await freshToken(m.id);
    const term = (await list(first)).body.list.find((p) => p.term_days === 7)!;
    await deposit(first, term.id, '100.00');
    const locked = planIn((await list(first)).body, term.id);
    expect(locked.locked_until).not.toBeNull();
    const refused = await withdraw(first, term.id, '100.00');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^This fixed-term plan can be taken out after \d{4}-\d\d-\d\d \d\d:\d\d$/);
    t.advance(7 * DAY + 60);
    await interestJob();
    const token = await freshToken(m.id);
    const open: YuebaoPlan = planIn((await list(token)).body, term.id);
    expect(open.locked_until).toBeNull();
    // 6 whole days at 0.015 % of 100.00 = 0.015 → 0.01 a day.
    expect(open).toMatchObject({ holding: '100.06', interest: '0.06' });
    expect((await withdraw(token, term.id, open.holding)).body).toMatchObject({ holding: '0.00', money: '1000.06' });
  });
});
